DROP INDEX "posts_live_created";--> statement-breakpoint
CREATE INDEX "users_live_created" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_live_created" ON "posts" USING btree ("created_at","id") WHERE "posts"."deleted_at" is null;