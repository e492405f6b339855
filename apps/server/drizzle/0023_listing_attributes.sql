-- The cars' and flats' own fields as search filters: choices and flags (make's model, colour, rent or sale,
-- furnished) are one containment test on details, served by the GIN index; the ranges (model year,
-- kilometres, square metres) compare the stored digits as integers within a category. Only the
-- contract's schemas write these keys, always as digits, so the casts cannot fail on a row.
CREATE INDEX "classified_posts_details" ON "classified_posts" USING gin ("details" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "classified_posts_year" ON "classified_posts" USING btree ("category_id",(("details" ->> 'year')::integer));--> statement-breakpoint
CREATE INDEX "classified_posts_mileage" ON "classified_posts" USING btree ("category_id",(("details" ->> 'mileage')::integer));--> statement-breakpoint
CREATE INDEX "classified_posts_size" ON "classified_posts" USING btree ("category_id",(("details" ->> 'size')::integer));--> statement-breakpoint
CREATE INDEX "classified_posts_listed_category" ON "classified_posts" USING btree ("country_id","category_id") WHERE "classified_posts"."active" and "classified_posts"."sold_at" is null and "classified_posts"."seller_live";