DROP INDEX "users_search_trgm";--> statement-breakpoint
DROP INDEX "posts_search_trgm";--> statement-breakpoint
DROP INDEX "stories_search_trgm";--> statement-breakpoint
CREATE INDEX "users_name_search_trgm" ON "users" USING gin (souq_search_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (souq_search_normalize("name" || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_trgm" ON "posts" USING gin (souq_search_normalize("title" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_search_trgm" ON "stories" USING gin (souq_search_normalize("description") gin_trgm_ops);