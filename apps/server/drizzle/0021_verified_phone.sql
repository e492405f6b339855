CREATE TABLE "listing_contact_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classified_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_contact_events_kind" CHECK ("listing_contact_events"."kind" in ('view', 'call', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_phone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_contact_events" ADD CONSTRAINT "listing_contact_events_classified_id_classified_posts_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classified_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_contact_events" ADD CONSTRAINT "listing_contact_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_contact_events_classified_kind" ON "listing_contact_events" USING btree ("classified_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_contact_events_daily_view" ON "listing_contact_events" USING btree ("classified_id","user_id","day") WHERE "listing_contact_events"."kind" = 'view';--> statement-breakpoint
CREATE INDEX "classified_favourites_classified" ON "classified_favourites" USING btree ("classified_id");
--> statement-breakpoint
-- A verified phone vouches for one number: whatever changes `phone` (the member's profile, the
-- phone routes, staff, an erasure) clears the verification in the same statement, unless that
-- statement sets the verification itself.
CREATE FUNCTION users_phone_unverified() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.phone IS DISTINCT FROM OLD.phone AND NEW.phone_verified_at IS NOT DISTINCT FROM OLD.phone_verified_at THEN
    NEW.phone_verified_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_phone_unverified BEFORE UPDATE OF phone ON users
  FOR EACH ROW EXECUTE FUNCTION users_phone_unverified();
