-- The guard keeps the rows it reads (a caller's role, name, e-mail, token version, blocked,
-- deleted, and the session's revocation) in a per-process cache. Any change of those
-- columns, made by any process or by hand, is announced on the channel 'souq_auth' with the user's
-- id, after the change commits: every API process then forgets that user's cached sessions.
CREATE OR REPLACE FUNCTION souq_notify_auth_change() RETURNS trigger AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    changed := COALESCE(NEW.user_id, OLD.user_id);
  ELSE
    changed := COALESCE(NEW.id, OLD.id);
  END IF;
  PERFORM pg_notify('souq_auth', changed::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_auth_change
  AFTER UPDATE OF role, name, email, token_version, blocked, deleted_at OR DELETE ON users
  FOR EACH ROW
  EXECUTE FUNCTION souq_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change
  AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH ROW
  EXECUTE FUNCTION souq_notify_auth_change();
