CREATE TABLE "strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"moderation_item_id" uuid,
	"undone_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_state" text,
	"appeal_decided_by_id" uuid,
	"appeal_decided_at" timestamp with time zone,
	"appeal_note" text,
	"appeal_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strikes_action" CHECK ("strikes"."action" in ('hide', 'disallow', 'block', 'delete')),
	CONSTRAINT "strikes_subject_type" CHECK ("strikes"."subject_type" in ('post', 'listing', 'user')),
	CONSTRAINT "strikes_reason" CHECK ("strikes"."reason" in ('spam', 'scam', 'prohibited', 'offensive', 'wrong_category', 'other')),
	CONSTRAINT "strikes_appeal_state" CHECK ("strikes"."appeal_state" is null or "strikes"."appeal_state" in ('pending', 'upheld', 'overturned'))
);
--> statement-breakpoint
ALTER TABLE "activity_items" DROP CONSTRAINT "activity_items_decision";--> statement-breakpoint
ALTER TABLE "activity_items" ADD COLUMN "reason_category" text;--> statement-breakpoint
ALTER TABLE "activity_items" ADD COLUMN "strike_id" uuid;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_appeal_decided_by_id_users_id_fk" FOREIGN KEY ("appeal_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strikes_user_created" ON "strikes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "strikes_subject" ON "strikes" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "strikes_appeals_pending" ON "strikes" USING btree ("appealed_at","id") WHERE "strikes"."appeal_state" = 'pending';--> statement-breakpoint
CREATE INDEX "strikes_mail_due" ON "strikes" USING btree ("created_at") WHERE "strikes"."mailed_at" is null and "strikes"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "strikes_appeal_mail_due" ON "strikes" USING btree ("appeal_decided_at") WHERE "strikes"."appeal_decided_at" is not null and "strikes"."appeal_mailed_at" is null;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_decision" CHECK ("activity_items"."decision" is null or "activity_items"."decision" in ('hidden', 'disallowed', 'deleted', 'appeal_upheld', 'appeal_overturned'));