ALTER TABLE "device_tokens" ADD COLUMN "kind" text DEFAULT 'fcm' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD COLUMN "p256dh" text;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD COLUMN "auth" text;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_kind_keys" CHECK (("device_tokens"."kind" = 'fcm' AND "device_tokens"."p256dh" IS NULL AND "device_tokens"."auth" IS NULL) OR ("device_tokens"."kind" = 'web' AND "device_tokens"."p256dh" IS NOT NULL AND "device_tokens"."auth" IS NOT NULL));