-- Any change of a password voids every reset link of that account still outstanding:
-- a link mailed before a reset or a password change must not reset the password again. A trigger,
-- so that no present or future code path that writes a password can forget it.
CREATE OR REPLACE FUNCTION souq_void_reset_links() RETURNS trigger AS $$
BEGIN
  UPDATE password_reset_tokens SET used_at = now()
   WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_password_voids_reset_links
  AFTER UPDATE OF password_hash ON users
  FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION souq_void_reset_links();
