-- UUIDv7's layout (RFC 9562): 48 bits of Unix time in milliseconds, then the version, then random
-- bits. PostgreSQL gains uuidv7() only in version 18; this one runs on 13+ and PGlite. Rows written
-- thousands at a time (a saved search's alerts) then append to the primary key's b-tree instead of
-- touching pages all over it.
CREATE OR REPLACE FUNCTION souq_time_ordered_uuid() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(
      set_bit(
        overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
        52, 1),
      53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "activity_items" ALTER COLUMN "id" SET DEFAULT souq_time_ordered_uuid();
