-- Exact dashboard counters: rows per counted table per UTC hour, kept by statement triggers with
-- transition tables (one grouped upsert per statement, however many rows it touches). The
-- conditions are the dashboard cards: members not deleted, posts not deleted, every other row.
-- An update that changes none of them nets to zero per hour and writes nothing.
-- Writers are held off while the triggers appear and the counters are first filled.
LOCK TABLE users, posts, stories, classified_posts, post_likes, post_shares, comments IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_counters WHERE metric = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'users', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows where role = 'user' and deleted_at is null) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'users', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, -1 AS delta FROM old_rows where role = 'user' and deleted_at is null) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'users', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows where role = 'user' and deleted_at is null
      UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows where role = 'user' and deleted_at is null) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_users();
--> statement-breakpoint
CREATE TRIGGER users_counted_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_users();
--> statement-breakpoint
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_users();
--> statement-breakpoint
CREATE TRIGGER users_counted_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated();
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'posts', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows where deleted_at is null) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'posts', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, -1 AS delta FROM old_rows where deleted_at is null) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'posts', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows where deleted_at is null
      UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows where deleted_at is null) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_counted_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_posts();
--> statement-breakpoint
CREATE TRIGGER posts_counted_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_posts();
--> statement-breakpoint
CREATE TRIGGER posts_counted_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_posts();
--> statement-breakpoint
CREATE TRIGGER posts_counted_truncate AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated();
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_stories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'stories', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'stories', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'stories', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
      UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stories_counted_insert AFTER INSERT ON stories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_stories();
--> statement-breakpoint
CREATE TRIGGER stories_counted_update AFTER UPDATE ON stories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_stories();
--> statement-breakpoint
CREATE TRIGGER stories_counted_delete AFTER DELETE ON stories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_stories();
--> statement-breakpoint
CREATE TRIGGER stories_counted_truncate AFTER TRUNCATE ON stories
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated();
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_classified_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'classified_posts', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'classified_posts', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'classified_posts', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
      UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER classified_posts_counted_insert AFTER INSERT ON classified_posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_classified_posts();
--> statement-breakpoint
CREATE TRIGGER classified_posts_counted_update AFTER UPDATE ON classified_posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_classified_posts();
--> statement-breakpoint
CREATE TRIGGER classified_posts_counted_delete AFTER DELETE ON classified_posts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_classified_posts();
--> statement-breakpoint
CREATE TRIGGER classified_posts_counted_truncate AFTER TRUNCATE ON classified_posts
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated();
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_post_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'post_likes', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'post_likes', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'post_likes', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
      UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_likes_counted_insert AFTER INSERT ON post_likes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_post_likes();
--> statement-breakpoint
CREATE TRIGGER post_likes_counted_update AFTER UPDATE ON post_likes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_post_likes();
--> statement-breakpoint
CREATE TRIGGER post_likes_counted_delete AFTER DELETE ON post_likes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_post_likes();
--> statement-breakpoint
CREATE TRIGGER post_likes_counted_truncate AFTER TRUNCATE ON post_likes
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated();
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_post_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'post_shares', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'post_shares', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'post_shares', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
      UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_shares_counted_insert AFTER INSERT ON post_shares REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_post_shares();
--> statement-breakpoint
CREATE TRIGGER post_shares_counted_update AFTER UPDATE ON post_shares REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_post_shares();
--> statement-breakpoint
CREATE TRIGGER post_shares_counted_delete AFTER DELETE ON post_shares REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_post_shares();
--> statement-breakpoint
CREATE TRIGGER post_shares_counted_truncate AFTER TRUNCATE ON post_shares
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated();
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'comments', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'comments', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (metric, hour, n)
    SELECT 'comments', date_trunc('hour', at, 'UTC') AS hour, sum(delta) FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
      UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes
    GROUP BY 2 HAVING sum(delta) <> 0 ORDER BY 2
    ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_counted_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_comments();
--> statement-breakpoint
CREATE TRIGGER comments_counted_update AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_comments();
--> statement-breakpoint
CREATE TRIGGER comments_counted_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_comments();
--> statement-breakpoint
CREATE TRIGGER comments_counted_truncate AFTER TRUNCATE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated();
--> statement-breakpoint
-- The one definition of every card as a GROUP BY: the first fill here, the bulk seed and the
-- counters:rebuild command call it. Writers wait (SHARE mode) so none is lost or counted twice.
CREATE FUNCTION dashboard_counters_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE users, posts, stories, classified_posts, post_likes, post_shares, comments IN SHARE MODE;
  DELETE FROM dashboard_counters;
  INSERT INTO dashboard_counters (metric, hour, n)
  SELECT 'users', date_trunc('hour', created_at, 'UTC'), count(*) FROM users where role = 'user' and deleted_at is null GROUP BY 2
  UNION ALL
  SELECT 'posts', date_trunc('hour', created_at, 'UTC'), count(*) FROM posts where deleted_at is null GROUP BY 2
  UNION ALL
  SELECT 'stories', date_trunc('hour', created_at, 'UTC'), count(*) FROM stories GROUP BY 2
  UNION ALL
  SELECT 'classified_posts', date_trunc('hour', created_at, 'UTC'), count(*) FROM classified_posts GROUP BY 2
  UNION ALL
  SELECT 'post_likes', date_trunc('hour', created_at, 'UTC'), count(*) FROM post_likes GROUP BY 2
  UNION ALL
  SELECT 'post_shares', date_trunc('hour', created_at, 'UTC'), count(*) FROM post_shares GROUP BY 2
  UNION ALL
  SELECT 'comments', date_trunc('hour', created_at, 'UTC'), count(*) FROM comments GROUP BY 2;
END $$;
--> statement-breakpoint
SELECT dashboard_counters_rebuild();
