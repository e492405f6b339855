-- btree_gin lets one GIN index hold the category beside the search words, so a search within a
-- category intersects the two inside the index. It ships with PostgreSQL's contrib and PGlite.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "classified_posts_category_search" ON "classified_posts" USING gin ("category_id","search_doc") WHERE "classified_posts"."category_id" is not null;
