ALTER TABLE "push_deliveries" ALTER COLUMN "notification_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_user" ON "push_deliveries" USING btree ("user_id") WHERE "push_deliveries"."user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_notification_or_text" CHECK (("push_deliveries"."notification_id" IS NOT NULL AND "push_deliveries"."title" IS NULL AND "push_deliveries"."user_id" IS NULL) OR ("push_deliveries"."notification_id" IS NULL AND "push_deliveries"."title" IS NOT NULL AND "push_deliveries"."user_id" IS NOT NULL));--> statement-breakpoint
-- Until now a member's push (a new message or follower, issue 18) was a notifications row with no
-- push job, which the staff's list had to hide. Such rows go: one with a push delivery and no job
-- is one of them (every staff notification has a job, and a member push always had a delivery).
-- Their deliveries still queued are queued again as member pushes; the rest go with the rows.
WITH member_pushes AS (
  DELETE FROM "notifications" n
   WHERE NOT EXISTS (SELECT 1 FROM "notification_push_jobs" j WHERE j."notification_id" = n."id")
     AND EXISTS (SELECT 1 FROM "push_deliveries" d WHERE d."notification_id" = n."id")
  RETURNING n."id", n."title", n."description"
)
INSERT INTO "push_deliveries" ("device_token_id", "user_id", "title", "body", "status", "attempts", "next_attempt_at")
SELECT d."device_token_id", t."user_id", m."title", m."description", d."status", d."attempts", d."next_attempt_at"
  FROM member_pushes m
  JOIN "push_deliveries" d ON d."notification_id" = m."id"
  JOIN "device_tokens" t ON t."id" = d."device_token_id"
 WHERE d."status" = 'queued';
