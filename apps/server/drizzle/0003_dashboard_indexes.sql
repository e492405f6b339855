CREATE INDEX "users_members_created" ON "users" USING btree ("created_at") WHERE "users"."role" = 'user' and "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dropdown_values_sub_category" ON "dropdown_values" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "classified_posts_created" ON "classified_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "classified_posts_category" ON "classified_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "classified_posts_sub_category" ON "classified_posts" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "posts_live_created" ON "posts" USING btree ("created_at") WHERE "posts"."deleted_at" is null;