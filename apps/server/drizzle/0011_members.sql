CREATE TABLE "classified_favourites" (
	"user_id" uuid NOT NULL,
	"classified_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classified_favourites_user_id_classified_id_pk" PRIMARY KEY("user_id","classified_id")
);
--> statement-breakpoint
CREATE TABLE "classified_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classified_id" uuid,
	"user_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classified_id" uuid,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "story_views" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_views_user_id_story_id_pk" PRIMARY KEY("user_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_favourites" ADD CONSTRAINT "classified_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_favourites" ADD CONSTRAINT "classified_favourites_classified_id_classified_posts_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classified_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD CONSTRAINT "classified_reports_classified_id_classified_posts_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classified_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD CONSTRAINT "classified_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_classified_id_classified_posts_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classified_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classified_favourites_user_created" ON "classified_favourites" USING btree ("user_id","created_at","classified_id");--> statement-breakpoint
CREATE INDEX "classified_reports_classified_created" ON "classified_reports" USING btree ("classified_id","created_at","id");--> statement-breakpoint
CREATE INDEX "classified_reports_created" ON "classified_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_created" ON "conversation_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_classified_buyer" ON "conversations" USING btree ("classified_id","buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_last" ON "conversations" USING btree ("buyer_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_seller_last" ON "conversations" USING btree ("seller_id","last_message_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_hash" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follows_followee_created" ON "follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "follows_follower_created" ON "follows" USING btree ("follower_id","created_at","followee_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked" ON "user_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocker_created" ON "user_blocks" USING btree ("blocker_id","created_at","blocked_id");--> statement-breakpoint
CREATE INDEX "classified_posts_category_created" ON "classified_posts" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "classified_posts_category_price" ON "classified_posts" USING btree ("category_id","price","id");--> statement-breakpoint
CREATE INDEX "classified_posts_country_price" ON "classified_posts" USING btree ("country_id","price","id");--> statement-breakpoint
CREATE INDEX "classified_posts_price" ON "classified_posts" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "classified_posts_user_created" ON "classified_posts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_user_listed_created" ON "posts" USING btree ("user_id","created_at","id") WHERE "posts"."deleted_at" is null and "posts"."active" and not "posts"."author_hidden";