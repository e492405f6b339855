CREATE TABLE "listing_photo_hashes" (
	"classified_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hash" bigint NOT NULL,
	"bands" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_photo_hashes_classified_id_hash_pk" PRIMARY KEY("classified_id","hash")
);
--> statement-breakpoint
CREATE TABLE "watched_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phrase" text NOT NULL,
	"action" text NOT NULL,
	"category" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_words_action" CHECK ("watched_words"."action" in ('block', 'hold', 'flag')),
	CONSTRAINT "watched_words_category" CHECK ("watched_words"."category" in ('medicines', 'tobacco', 'weapons', 'alcohol', 'gambling', 'drugs', 'other'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "photo_hash" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_account_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD COLUMN "signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD COLUMN "copy_of_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD COLUMN "watched_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_photo_hashes" ADD CONSTRAINT "listing_photo_hashes_classified_id_classified_posts_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classified_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photo_hashes" ADD CONSTRAINT "listing_photo_hashes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_bands" ON "listing_photo_hashes" USING gin ("bands");--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_user" ON "listing_photo_hashes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_words_phrase" ON "watched_words" USING btree ("phrase");--> statement-breakpoint
CREATE INDEX "classified_posts_title_trgm" ON "classified_posts" USING gin (souq_search_normalize("title") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_signals" CHECK ("moderation_items"."signals" <@ array['suspected_copy', 'watched_word_hold', 'watched_word_flag']::text[]);--> statement-breakpoint
-- A starter list of what may not be sold or advertised in Kuwait, in Arabic and English, stored as
-- the server normalises text (normalizePhraseText: no harakat or tatweel, ا for أ/إ/آ, ه for ة, ي for ئ,
-- ي for ى, lower case, punctuation as spaces). Words with innocent everyday senses ("gun" of a glue
-- gun, "wine" of a colour) only flag; those that name the thing itself hold or refuse. Staff edit it.
INSERT INTO "watched_words" ("phrase", "action", "category") VALUES
	('حشيش', 'block', 'drugs'),
	('hashish', 'block', 'drugs'),
	('كبتاجون', 'block', 'drugs'),
	('captagon', 'block', 'drugs'),
	('شبو', 'block', 'drugs'),
	('crystal meth', 'block', 'drugs'),
	('ترامادول', 'block', 'medicines'),
	('tramadol', 'block', 'medicines'),
	('ليريكا', 'hold', 'medicines'),
	('lyrica', 'hold', 'medicines'),
	('فياجرا', 'hold', 'medicines'),
	('viagra', 'hold', 'medicines'),
	('حبوب تنحيف', 'hold', 'medicines'),
	('slimming pills', 'hold', 'medicines'),
	('prescription drugs', 'hold', 'medicines'),
	('مضاد حيوي', 'flag', 'medicines'),
	('antibiotics', 'flag', 'medicines'),
	('سجاير الكترونيه', 'hold', 'tobacco'),
	('e cigarette', 'hold', 'tobacco'),
	('vape', 'hold', 'tobacco'),
	('فيب', 'hold', 'tobacco'),
	('سجاير', 'hold', 'tobacco'),
	('cigarettes', 'hold', 'tobacco'),
	('tobacco', 'flag', 'tobacco'),
	('شيشه', 'flag', 'tobacco'),
	('خمر', 'block', 'alcohol'),
	('خمور', 'block', 'alcohol'),
	('نبيذ', 'block', 'alcohol'),
	('ويسكي', 'block', 'alcohol'),
	('whisky', 'block', 'alcohol'),
	('whiskey', 'block', 'alcohol'),
	('vodka', 'block', 'alcohol'),
	('فودكا', 'block', 'alcohol'),
	('wine', 'flag', 'alcohol'),
	('كلاشنكوف', 'block', 'weapons'),
	('ak47', 'block', 'weapons'),
	('مسدس', 'hold', 'weapons'),
	('pistol', 'hold', 'weapons'),
	('ذخيره', 'hold', 'weapons'),
	('ammunition', 'hold', 'weapons'),
	('سلاح', 'hold', 'weapons'),
	('rifle', 'hold', 'weapons'),
	('gun', 'flag', 'weapons'),
	('قمار', 'block', 'gambling'),
	('casino', 'hold', 'gambling'),
	('كازينو', 'hold', 'gambling'),
	('مراهنات', 'hold', 'gambling'),
	('betting', 'hold', 'gambling'),
	('lottery', 'flag', 'gambling'),
	('يانصيب', 'flag', 'gambling');
