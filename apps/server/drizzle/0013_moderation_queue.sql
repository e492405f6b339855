CREATE TYPE "public"."moderation_kind" AS ENUM('post', 'user', 'listing');--> statement-breakpoint
CREATE TYPE "public"."moderation_state" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" "moderation_kind" NOT NULL,
	"subject_id" uuid NOT NULL,
	"state" "moderation_state" DEFAULT 'open' NOT NULL,
	"assignee_id" uuid,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"first_reported_at" timestamp with time zone NOT NULL,
	"last_reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_subject" ON "moderation_items" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "moderation_items_state_last" ON "moderation_items" USING btree ("state","last_reported_at","id");--> statement-breakpoint
CREATE INDEX "moderation_items_state_kind_last" ON "moderation_items" USING btree ("state","subject_kind","last_reported_at","id");--> statement-breakpoint
CREATE INDEX "moderation_items_assignee_last" ON "moderation_items" USING btree ("assignee_id","state","last_reported_at","id");--> statement-breakpoint
-- The queue is kept by statement triggers with transition tables on the three report tables: one
-- grouped upsert per statement (in subject order, so concurrent reporters queue rather than
-- deadlock). A report on a decided subject reopens it; its last decision stays on the row and in
-- the audit log. Writers are held off while the triggers appear and the queue is first filled.
LOCK TABLE post_reports, user_reports, classified_reports IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION moderation_items_reported() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'post_reports' THEN
    INSERT INTO moderation_items AS m (subject_kind, subject_id, first_reported_at, last_reported_at)
    SELECT 'post', post_id, min(created_at), max(created_at) FROM new_rows GROUP BY post_id ORDER BY post_id
    ON CONFLICT (subject_kind, subject_id) DO UPDATE SET state = 'open', updated_at = now(),
      first_reported_at = least(m.first_reported_at, excluded.first_reported_at),
      last_reported_at = greatest(m.last_reported_at, excluded.last_reported_at);
  ELSIF TG_TABLE_NAME = 'user_reports' THEN
    INSERT INTO moderation_items AS m (subject_kind, subject_id, first_reported_at, last_reported_at)
    SELECT 'user', reported_user_id, min(created_at), max(created_at) FROM new_rows GROUP BY reported_user_id ORDER BY reported_user_id
    ON CONFLICT (subject_kind, subject_id) DO UPDATE SET state = 'open', updated_at = now(),
      first_reported_at = least(m.first_reported_at, excluded.first_reported_at),
      last_reported_at = greatest(m.last_reported_at, excluded.last_reported_at);
  ELSE
    INSERT INTO moderation_items AS m (subject_kind, subject_id, first_reported_at, last_reported_at)
    SELECT 'listing', classified_id, min(created_at), max(created_at) FROM new_rows WHERE classified_id IS NOT NULL
    GROUP BY classified_id ORDER BY classified_id
    ON CONFLICT (subject_kind, subject_id) DO UPDATE SET state = 'open', updated_at = now(),
      first_reported_at = least(m.first_reported_at, excluded.first_reported_at),
      last_reported_at = greatest(m.last_reported_at, excluded.last_reported_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_reports_queued AFTER INSERT ON post_reports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_items_reported();
--> statement-breakpoint
CREATE TRIGGER user_reports_queued AFTER INSERT ON user_reports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_items_reported();
--> statement-breakpoint
CREATE TRIGGER classified_reports_queued AFTER INSERT ON classified_reports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_items_reported();
--> statement-breakpoint
INSERT INTO moderation_items (subject_kind, subject_id, first_reported_at, last_reported_at)
SELECT 'post'::moderation_kind, post_id, min(created_at), max(created_at) FROM post_reports GROUP BY post_id
UNION ALL
SELECT 'user', reported_user_id, min(created_at), max(created_at) FROM user_reports GROUP BY reported_user_id
UNION ALL
SELECT 'listing', classified_id, min(created_at), max(created_at) FROM classified_reports WHERE classified_id IS NOT NULL GROUP BY classified_id;
