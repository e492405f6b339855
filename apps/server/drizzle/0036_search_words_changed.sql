-- The server keeps what each search text turns into (its tsquery) while no synonym changes: every
-- change to the synonyms, however made, tells the servers to forget them.
CREATE FUNCTION search_synonyms_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('souq_search_words', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_synonyms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION search_synonyms_changed();
