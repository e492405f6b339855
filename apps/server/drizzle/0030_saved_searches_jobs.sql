CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"unique_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('queued', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "listing_alerts" (
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_alerts_listing_id_kind_pk" PRIMARY KEY("listing_id","kind")
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"params" jsonb NOT NULL,
	"alert" text DEFAULT 'instant' NOT NULL,
	"match_key" text NOT NULL,
	"country_id" char(2),
	"category_id" uuid,
	"sub_category_id" uuid,
	"district_id" uuid,
	"area_id" uuid,
	"price_min" numeric(14, 3),
	"price_max" numeric(14, 3),
	"text_query" "tsquery",
	"details" jsonb,
	"year_min" integer,
	"year_max" integer,
	"mileage_max" integer,
	"size_min" integer,
	"size_max" integer,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_alert" CHECK ("saved_searches"."alert" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "activity_items" DROP CONSTRAINT "activity_items_kind";--> statement-breakpoint
ALTER TABLE "activity_items" DROP CONSTRAINT "activity_items_subject_type";--> statement-breakpoint
ALTER TABLE "listing_alerts" ADD CONSTRAINT "listing_alerts_listing_id_classified_posts_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."classified_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_classified_posts_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."classified_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key" ON "jobs" USING btree ("unique_key") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "saved_search_matches_search_created" ON "saved_search_matches" USING btree ("saved_search_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user" ON "saved_searches" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_searches_match" ON "saved_searches" USING btree ("match_key") WHERE "saved_searches"."alert" <> 'off';--> statement-breakpoint
CREATE INDEX "saved_searches_daily" ON "saved_searches" USING btree ("digest_at") WHERE "saved_searches"."alert" = 'daily';--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_kind" CHECK ("activity_items"."kind" in ('follow', 'like', 'comment', 'reply', 'mention', 'moderation', 'saved_search', 'price_drop', 'favourite_sold'));--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_subject_type" CHECK ("activity_items"."subject_type" in ('post', 'user', 'listing', 'saved_search'));--> statement-breakpoint
-- Background work a listing's change owes, queued in the transaction of the change itself so
-- that a rollback takes it back: whatever path wrote the row (the members' API, the console, an
-- import), a listing that goes on sale is matched against the saved searches, a price that falls
-- and a sale reach the members who favourited it.
CREATE FUNCTION souq_listing_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active AND NEW.sold_at IS NULL AND NEW.expires_at > now()
     AND (TG_OP = 'INSERT' OR NOT OLD.active OR OLD.sold_at IS NOT NULL OR NEW.expires_at > OLD.expires_at)
     AND EXISTS (SELECT 1 FROM saved_searches WHERE alert <> 'off') THEN
    INSERT INTO jobs (kind, payload) VALUES ('saved-search-match', jsonb_build_object('listingId', NEW.id));
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.price < OLD.price AND NEW.active AND NEW.sold_at IS NULL THEN
      INSERT INTO jobs (kind, payload) VALUES ('price-drop', jsonb_build_object('listingId', NEW.id, 'from', OLD.price::text, 'to', NEW.price::text));
    END IF;
    IF OLD.sold_at IS NULL AND NEW.sold_at IS NOT NULL THEN
      INSERT INTO jobs (kind, payload) VALUES ('favourite-sold', jsonb_build_object('listingId', NEW.id));
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER classified_posts_jobs AFTER INSERT OR UPDATE OF active, sold_at, price, expires_at ON classified_posts
  FOR EACH ROW EXECUTE FUNCTION souq_listing_jobs();
