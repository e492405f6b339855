CREATE TABLE "activity_item_actors" (
	"item_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_item_actors_item_id_actor_id_pk" PRIMARY KEY("item_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"actor_count" integer DEFAULT 0 NOT NULL,
	"actor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"preview" text,
	"decision" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "activity_items_kind" CHECK ("activity_items"."kind" in ('follow', 'like', 'comment', 'moderation')),
	CONSTRAINT "activity_items_subject_type" CHECK ("activity_items"."subject_type" in ('post', 'user', 'listing')),
	CONSTRAINT "activity_items_decision" CHECK ("activity_items"."decision" is null or "activity_items"."decision" in ('hidden', 'disallowed'))
);
--> statement-breakpoint
CREATE TABLE "member_notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"muted" text[] DEFAULT '{}'::text[] NOT NULL,
	"team_read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_item_actors" ADD CONSTRAINT "activity_item_actors_item_id_activity_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."activity_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_item_actors" ADD CONSTRAINT "activity_item_actors_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notification_settings" ADD CONSTRAINT "member_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_item_actors_actor" ON "activity_item_actors" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "activity_item_actors_newest" ON "activity_item_actors" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_items_recipient_latest" ON "activity_items" USING btree ("recipient_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_items_open_group" ON "activity_items" USING btree ("recipient_id","group_key") WHERE "activity_items"."read_at" is null;--> statement-breakpoint
CREATE INDEX "activity_items_group" ON "activity_items" USING btree ("recipient_id","group_key");