-- Exact dashboard counters: rows per counted table per UTC hour and per UTC day, kept by
-- statement triggers with transition tables (one grouped upsert per statement, however many rows
-- it touches). The conditions are the dashboard cards: members not deleted, posts not deleted,
-- every row of the other tables. An update that changes none of them nets to zero and writes
-- nothing. Buckets are upserted in key order, hours before days, so writers queue on a hot
-- bucket instead of deadlocking on two.
-- Writers are held off while the triggers appear and the counters are first filled.
LOCK TABLE users, posts, stories, classified_posts, post_likes, post_shares, comments IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_add(p_metric text, p_hours timestamptz[], p_counts bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_counters AS c (metric, hour, n)
  SELECT p_metric, h, n FROM unnest(p_hours, p_counts) AS u(h, n) ORDER BY h
  ON CONFLICT (metric, hour) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO dashboard_daily_counters AS c (metric, day, n)
  SELECT p_metric, date_trunc('day', h, 'UTC'), sum(n) FROM unnest(p_hours, p_counts) AS u(h, n)
  GROUP BY 2 HAVING sum(n) <> 0 ORDER BY 2
  ON CONFLICT (metric, day) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_counters WHERE metric = TG_TABLE_NAME;
  DELETE FROM dashboard_daily_counters WHERE metric = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hours timestamptz[];
  counts bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows WHERE role = 'user' and deleted_at is null) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, -1 AS delta FROM old_rows WHERE role = 'user' and deleted_at is null) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSE
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows WHERE role = 'user' and deleted_at is null
                UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows WHERE role = 'user' and deleted_at is null) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  END IF;
  IF hours IS NOT NULL THEN
    PERFORM dashboard_counters_add('users', hours, counts);
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
DECLARE
  hours timestamptz[];
  counts bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows WHERE deleted_at is null) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, -1 AS delta FROM old_rows WHERE deleted_at is null) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSE
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows WHERE deleted_at is null
                UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows WHERE deleted_at is null) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  END IF;
  IF hours IS NOT NULL THEN
    PERFORM dashboard_counters_add('posts', hours, counts);
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
DECLARE
  hours timestamptz[];
  counts bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSE
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
                UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  END IF;
  IF hours IS NOT NULL THEN
    PERFORM dashboard_counters_add('stories', hours, counts);
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
DECLARE
  hours timestamptz[];
  counts bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSE
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
                UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  END IF;
  IF hours IS NOT NULL THEN
    PERFORM dashboard_counters_add('classified_posts', hours, counts);
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
DECLARE
  hours timestamptz[];
  counts bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSE
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
                UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  END IF;
  IF hours IS NOT NULL THEN
    PERFORM dashboard_counters_add('post_likes', hours, counts);
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
DECLARE
  hours timestamptz[];
  counts bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSE
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
                UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  END IF;
  IF hours IS NOT NULL THEN
    PERFORM dashboard_counters_add('post_shares', hours, counts);
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
DECLARE
  hours timestamptz[];
  counts bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  ELSE
    SELECT array_agg(hour ORDER BY hour), array_agg(n ORDER BY hour) INTO hours, counts
    FROM (SELECT date_trunc('hour', at, 'UTC') AS hour, sum(delta)::bigint AS n
          FROM (SELECT created_at AS at, 1 AS delta FROM new_rows
                UNION ALL SELECT created_at AS at, -1 AS delta FROM old_rows) changes GROUP BY 1 HAVING sum(delta) <> 0) grouped;
  END IF;
  IF hours IS NOT NULL THEN
    PERFORM dashboard_counters_add('comments', hours, counts);
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
  DELETE FROM dashboard_daily_counters;
  INSERT INTO dashboard_counters (metric, hour, n)
  SELECT 'users', date_trunc('hour', created_at, 'UTC'), count(*) FROM users WHERE role = 'user' and deleted_at is null GROUP BY 2
  UNION ALL
  SELECT 'posts', date_trunc('hour', created_at, 'UTC'), count(*) FROM posts WHERE deleted_at is null GROUP BY 2
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
  INSERT INTO dashboard_daily_counters (metric, day, n)
  SELECT metric, date_trunc('day', hour, 'UTC'), sum(n) FROM dashboard_counters GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT dashboard_counters_rebuild();
