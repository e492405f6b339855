CREATE TABLE "chat_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"from_id" uuid NOT NULL,
	"amount" numeric(14, 3) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"counter_of" uuid,
	"reserve_days" smallint,
	"reserved_until" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_offers_status" CHECK ("chat_offers"."status" in ('open', 'accepted', 'declined', 'countered', 'withdrawn')),
	CONSTRAINT "chat_offers_amount" CHECK ("chat_offers"."amount" > 0),
	CONSTRAINT "chat_offers_reserve_days" CHECK ("chat_offers"."reserve_days" is null or "chat_offers"."reserve_days" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "reserved_for" uuid;--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offers" ADD CONSTRAINT "chat_offers_counter_of_chat_offers_id_fk" FOREIGN KEY ("counter_of") REFERENCES "public"."chat_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_offers_one_open" ON "chat_offers" USING btree ("conversation_id") WHERE "chat_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_offers_conversation" ON "chat_offers" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "classified_posts" ADD CONSTRAINT "classified_posts_reserved_for_users_id_fk" FOREIGN KEY ("reserved_for") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_offer_id_chat_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."chat_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_offer" ON "conversation_messages" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_kind" CHECK ("conversation_messages"."kind" in ('text', 'offer', 'offer-accepted', 'offer-declined', 'offer-withdrawn'));--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_offer" CHECK (("conversation_messages"."kind" = 'text') = ("conversation_messages"."offer_id" is null));