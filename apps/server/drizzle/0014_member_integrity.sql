CREATE TABLE "upload_grants" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"folder" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_announcements" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_announcements_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
DROP INDEX "post_shares_post";--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_announcements" ADD CONSTRAINT "follow_announcements_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_announcements" ADD CONSTRAINT "follow_announcements_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_grants_created" ON "upload_grants" USING btree ("created_at");--> statement-breakpoint
-- A share counts once per member: repeats are removed (the first one stays) and the posts' counters
-- follow their rows; the delete trigger keeps the dashboard's counters right.
WITH repeated AS (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY post_id, user_id ORDER BY created_at, id) AS n FROM post_shares
  ) ranked WHERE n > 1
), gone AS (
  DELETE FROM post_shares WHERE id IN (SELECT id FROM repeated) RETURNING post_id
)
UPDATE posts SET total_shares = greatest(0, posts.total_shares - removed.n)
  FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) removed
  WHERE posts.id = removed.post_id;--> statement-breakpoint
CREATE UNIQUE INDEX "post_shares_member" ON "post_shares" USING btree ("post_id","user_id");