CREATE TABLE "chat_warning_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"category" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_warning_rules_kind" CHECK ("chat_warning_rules"."kind" in ('phrase', 'iban', 'account_number', 'external_link', 'phone_early')),
	CONSTRAINT "chat_warning_rules_category" CHECK ("chat_warning_rules"."category" in ('advance_payment', 'bank_transfer', 'off_platform', 'contact_early')),
	CONSTRAINT "chat_warning_rules_text" CHECK (("chat_warning_rules"."kind" = 'phrase') = ("chat_warning_rules"."text" is not null))
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "warnings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_warning_rules_phrase" ON "chat_warning_rules" USING btree ("text") WHERE "chat_warning_rules"."kind" = 'phrase';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_warning_rules_detector" ON "chat_warning_rules" USING btree ("kind") WHERE "chat_warning_rules"."kind" <> 'phrase';--> statement-breakpoint
CREATE INDEX "conversation_messages_flagged_sender" ON "conversation_messages" USING btree ("sender_id","created_at") WHERE cardinality("conversation_messages"."warnings") > 0;--> statement-breakpoint
-- The rules a new database starts with. Phrases are stored as the server normalises them
-- (normalizeChatText: no harakat or tatweel, ا for أ/إ/آ, ه for ة, ي for ى, lower case); staff
-- edit the list in the console. The built-in checks exist once each and can only be switched off.
INSERT INTO "chat_warning_rules" ("kind", "text", "category") VALUES
	('iban', NULL, 'bank_transfer'),
	('account_number', NULL, 'bank_transfer'),
	('external_link', NULL, 'off_platform'),
	('phone_early', NULL, 'contact_early'),
	('phrase', 'عربون', 'advance_payment'),
	('phrase', 'حول العربون', 'advance_payment'),
	('phrase', 'ادفع مقدم', 'advance_payment'),
	('phrase', 'ادفع مقدما', 'advance_payment'),
	('phrase', 'الدفع مقدما', 'advance_payment'),
	('phrase', 'دفعه مقدمه', 'advance_payment'),
	('phrase', 'deposit first', 'advance_payment'),
	('phrase', 'pay in advance', 'advance_payment'),
	('phrase', 'advance payment', 'advance_payment'),
	('phrase', 'send the money first', 'advance_payment'),
	('phrase', 'pay first', 'advance_payment'),
	('phrase', 'تحويل بنكي', 'bank_transfer'),
	('phrase', 'حواله بنكيه', 'bank_transfer'),
	('phrase', 'حول المبلغ', 'bank_transfer'),
	('phrase', 'رقم الحساب', 'bank_transfer'),
	('phrase', 'ويسترن يونيون', 'bank_transfer'),
	('phrase', 'wire transfer', 'bank_transfer'),
	('phrase', 'bank transfer', 'bank_transfer'),
	('phrase', 'western union', 'bank_transfer'),
	('phrase', 'moneygram', 'bank_transfer'),
	('phrase', 'account number', 'bank_transfer');
