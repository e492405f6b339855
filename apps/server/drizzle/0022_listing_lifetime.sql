ALTER TYPE "public"."notification_audience" ADD VALUE 'member';--> statement-breakpoint
DROP INDEX "classified_posts_category_created";--> statement-breakpoint
DROP INDEX "classified_posts_user_created";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "lifetime_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "listed_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "expires_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "bumped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "classified_posts_country_listed" ON "classified_posts" USING btree ("country_id","listed_at","id");--> statement-breakpoint
CREATE INDEX "classified_posts_listed" ON "classified_posts" USING btree ("listed_at","id");--> statement-breakpoint
CREATE INDEX "classified_posts_expires" ON "classified_posts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "classified_posts_featured" ON "classified_posts" USING btree ("category_id","featured_until") WHERE "classified_posts"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "classified_posts_category_listed" ON "classified_posts" USING btree ("category_id","listed_at","id");--> statement-breakpoint
CREATE INDEX "classified_posts_user_listed" ON "classified_posts" USING btree ("user_id","listed_at","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_lifetime_days" CHECK ("categories"."lifetime_days" between 1 and 365);--> statement-breakpoint
-- Existing listings keep their place in "newest" (listed when created) and get a whole lifetime
-- from today rather than from their creation: counted from creation, an upgrade would take every
-- listing older than its category's lifetime (most demo data, a production catalogue's long tail)
-- out of search at once, with no reminder sent to its owner first.
UPDATE "classified_posts" AS p SET "listed_at" = p."created_at", "expires_at" = now() + make_interval(days => c."lifetime_days")
FROM "categories" AS c WHERE c."id" = p."category_id";
--> statement-breakpoint
-- Every insert that leaves the dates out (members' API, console, seed, bulk import) is listed at
-- its creation and lives its category's lifetime from then, or from now for a row written with an
-- earlier creation time (seeded or imported), so no listing is born expired. An insert that names
-- them (a restore of a backup) keeps them: the columns' default, '-infinity', is only this
-- trigger's sign that they were left out.
CREATE OR REPLACE FUNCTION classified_posts_lifetime() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed_at = '-infinity' THEN
    NEW.listed_at := NEW.created_at;
  END IF;
  IF NEW.expires_at = '-infinity' THEN
    NEW.expires_at := greatest(NEW.created_at, now())
      + make_interval(days => coalesce((SELECT c.lifetime_days FROM categories c WHERE c.id = NEW.category_id), 30));
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER classified_posts_lifetime BEFORE INSERT ON "classified_posts"
FOR EACH ROW EXECUTE FUNCTION classified_posts_lifetime();
