ALTER TABLE "classified_posts" ADD COLUMN "seller_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Listings of accounts already deleted or blocked by staff leave the search now, as they did when
-- the search joined `users`.
UPDATE "classified_posts" AS p SET "seller_live" = false
  FROM "users" AS u
  WHERE u."id" = p."user_id" AND (u."deleted_at" IS NOT NULL OR u."blocked");
--> statement-breakpoint
-- A listing saved, or moved to another seller, takes the seller's state.
CREATE FUNCTION classified_posts_seller_live() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_live := coalesce((SELECT u.deleted_at IS NULL AND NOT u.blocked FROM users u WHERE u.id = NEW.user_id), true);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER classified_posts_seller_live BEFORE INSERT OR UPDATE OF user_id ON classified_posts
  FOR EACH ROW EXECUTE FUNCTION classified_posts_seller_live();
--> statement-breakpoint
-- Staff block, unblock or delete an account: its listings follow in the same transaction.
CREATE FUNCTION users_listings_seller_live() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE classified_posts SET seller_live = (NEW.deleted_at IS NULL AND NOT NEW.blocked)
    WHERE user_id = NEW.id AND seller_live IS DISTINCT FROM (NEW.deleted_at IS NULL AND NOT NEW.blocked);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_listings_seller_live AFTER UPDATE OF blocked, deleted_at ON users
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL AND NOT OLD.blocked) IS DISTINCT FROM (NEW.deleted_at IS NULL AND NOT NEW.blocked))
  EXECUTE FUNCTION users_listings_seller_live();
