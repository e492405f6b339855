CREATE INDEX "users_live_created" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- Built beside the old index and swapped in at the end: DROP INDEX locks out readers of posts
-- until the migration commits, so it comes last, after the build that only holds writers.
CREATE INDEX "posts_live_created_next" ON "posts" USING btree ("created_at","id") WHERE "posts"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "posts_live_created";--> statement-breakpoint
ALTER INDEX "posts_live_created_next" RENAME TO "posts_live_created";
