ALTER TABLE "activity_items" DROP CONSTRAINT "activity_items_kind";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reply_to_id_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_lower" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "comments_reply_to" ON "comments" USING btree ("reply_to_id");--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_kind" CHECK ("activity_items"."kind" in ('follow', 'like', 'comment', 'reply', 'mention', 'moderation'));