CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "classified_posts_search_trgm";--> statement-breakpoint
ALTER TABLE "classified_posts" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
CREATE INDEX "search_synonyms_terms" ON "search_synonyms" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "classified_posts_search_doc" ON "classified_posts" USING gin ("search_doc");
--> statement-breakpoint
-- Search text as searchers and sellers both write it: one spelling for the hamza and alef forms,
-- taa marbuta, alef maqsura, Persian yeh and keheh, no harakat or tatweel, Western digits, lower
-- case. The contract's normalizeSearchText is the same mapping (a test holds them equal).
CREATE FUNCTION souq_search_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(regexp_replace(input, '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱؤئةىیکۀ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااويهييكه01234567890123456789')) $$;
--> statement-breakpoint
-- The words of normalised text: Arabic runs, Latin runs and digits (anything else separates).
CREATE FUNCTION souq_search_words(normalised text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT w FROM regexp_split_to_table(normalised, '[^a-z0-9\u00C0-\u024F\u0621-\u064A\u0671-\u06D3]+') w WHERE w <> '' $$;
--> statement-breakpoint
-- An Arabic word without its leading "and" and article (light10: Larkey, Ballesteros and Connell).
CREATE FUNCTION souq_ar_strip_prefix(word text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  prefix text;
BEGIN
  IF char_length(word) >= 4 AND left(word, 1) = 'و' THEN
    word := substr(word, 2);
  END IF;
  FOREACH prefix IN ARRAY ARRAY['ال', 'وال', 'بال', 'كال', 'فال', 'لل'] LOOP
    IF left(word, char_length(prefix)) = prefix AND char_length(word) - char_length(prefix) >= 2 THEN
      RETURN substr(word, char_length(prefix) + 1);
    END IF;
  END LOOP;
  RETURN word;
END $$;
--> statement-breakpoint
-- The light stem of a normalised Arabic word: no article, no plural or pronoun suffix, so that
-- سيارة, السيارة and سيارات meet. PostgreSQL's snowball `arabic` stemmer does not unify them
-- (docs/decisions.md), and over-stems (مالك to مال).
CREATE FUNCTION souq_ar_light_stem(word text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  suffix text;
BEGIN
  word := souq_ar_strip_prefix(word);
  FOREACH suffix IN ARRAY ARRAY['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'] LOOP
    IF right(word, char_length(suffix)) = suffix AND char_length(word) - char_length(suffix) >= 2 THEN
      word := left(word, -char_length(suffix));
    END IF;
  END LOOP;
  RETURN word;
END $$;
--> statement-breakpoint
-- What search matches in a text: the light stems of its Arabic words (simple dictionary, in
-- order, so a phrase still reads as one) and its Latin words through the english stemmer.
CREATE FUNCTION souq_search_vector(input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
SELECT to_tsvector('simple', coalesce((SELECT string_agg(souq_ar_light_stem(w), ' ') FROM souq_search_words(regexp_replace(n, '[^\u0621-\u064A\u0671-\u06D3]+', ' ', 'g')) w), ''))
    || to_tsvector('english', regexp_replace(n, '[\u0621-\u064A\u0671-\u06D3]+', ' ', 'g'))
  FROM souq_search_normalize(coalesce(input, '')) n
$$;
--> statement-breakpoint
-- One term of a query (a word, or a synonym that may be several words) as the document's
-- lexemes; several words must stand together.
CREATE FUNCTION souq_search_term(term text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
SELECT phraseto_tsquery('simple', coalesce((SELECT string_agg(souq_ar_light_stem(w), ' ') FROM souq_search_words(regexp_replace(n, '[^\u0621-\u064A\u0671-\u06D3]+', ' ', 'g')) w), ''))
    && phraseto_tsquery('english', regexp_replace(n, '[\u0621-\u064A\u0671-\u06D3]+', ' ', 'g'))
  FROM souq_search_normalize(coalesce(term, '')) n
$$;
--> statement-breakpoint
-- Words a search passes over: they would otherwise have to appear in every listing found.
CREATE FUNCTION souq_search_stopword(word text) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT word = ANY (ARRAY['في', 'من', 'الي', 'علي', 'عن', 'مع', 'او', 'ثم', 'يا', 'هذا', 'هذه', 'ذلك', 'التي', 'الذي', 'و', 'ب', 'ل', 'لل', 'ال', 'بكل', 'كل']) $$;
--> statement-breakpoint
-- The text query a member typed, as a tsquery: every word (any order, anywhere), each word or any
-- of its synonyms. NULL when nothing in it can be searched (only stop words or punctuation).
-- STABLE, not IMMUTABLE: it reads the synonyms, which staff edit while listings stay indexed.
CREATE FUNCTION souq_search_query(input text) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
DECLARE
  word text;
  alternative text;
  one tsquery;
  term tsquery;
  result tsquery;
BEGIN
  FOR word IN SELECT DISTINCT w FROM souq_search_words(souq_search_normalize(coalesce(input, ''))) w LOOP
    CONTINUE WHEN souq_search_stopword(word);
    term := NULL;
    FOR alternative IN
      SELECT word UNION SELECT unnest(s.terms) FROM search_synonyms s WHERE s.terms && ARRAY[word, souq_ar_strip_prefix(word)]
    LOOP
      one := souq_search_term(alternative);
      CONTINUE WHEN numnode(one) = 0;
      term := CASE WHEN term IS NULL THEN one ELSE term || one END;
    END LOOP;
    CONTINUE WHEN term IS NULL;
    result := CASE WHEN result IS NULL THEN term ELSE result && term END;
  END LOOP;
  RETURN result;
END $$;
--> statement-breakpoint
-- A listing's search document, weighted: the title first, then what it is (category,
-- sub-category, model, fuel...), then where it is, then the description.
CREATE FUNCTION classified_posts_search_doc() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  kind text;
  place text;
  picked text;
BEGIN
  SELECT concat_ws(' ', c.category_en, c.category_ar, s.sub_category_en, s.sub_category_ar) INTO kind
    FROM categories c LEFT JOIN sub_categories s ON s.id = NEW.sub_category_id WHERE c.id = NEW.category_id;
  SELECT concat_ws(' ', d.district_en, d.district_ar, a.area_en, a.area_ar) INTO place
    FROM districts d LEFT JOIN areas a ON a.id = NEW.area_id WHERE d.id = NEW.district_id;
  SELECT concat_ws(' ', string_agg(v.value, ' '), (
      SELECT string_agg(dv.value_ar, ' ') FROM dropdown_values dv
       WHERE dv.category_id = NEW.category_id AND lower(dv.value_en) IN (SELECT lower(e.value) FROM jsonb_each_text(NEW.details) e)
    )) INTO picked
    FROM jsonb_each_text(NEW.details) v WHERE jsonb_typeof(NEW.details -> v.key) = 'string';
  NEW.search_doc := setweight(souq_search_vector(NEW.title), 'A')
    || setweight(souq_search_vector(concat_ws(' ', kind, picked)), 'B')
    || setweight(souq_search_vector(place), 'C')
    || setweight(souq_search_vector(NEW.description), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER classified_posts_search_doc BEFORE INSERT OR UPDATE OF title, description, details, category_id, sub_category_id, district_id, area_id
  ON classified_posts FOR EACH ROW EXECUTE FUNCTION classified_posts_search_doc();
--> statement-breakpoint
-- The vocabulary of "did you mean" and completions: the words of listings' titles. A statement
-- trigger, so a bulk insert adds its words in one statement; ON CONFLICT DO NOTHING takes no lock
-- on a word that is already there, so concurrent sellers never wait on each other here.
CREATE FUNCTION classified_posts_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM added_rows r, souq_search_words(souq_search_normalize(r.title)) w
     WHERE char_length(w) >= 2 AND w !~ '^[0-9]+$'
     ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER classified_posts_search_words_added AFTER INSERT ON classified_posts
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION classified_posts_search_words();
--> statement-breakpoint
CREATE FUNCTION classified_posts_search_words_retitled() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM souq_search_words(souq_search_normalize(NEW.title)) w
     WHERE char_length(w) >= 2 AND w !~ '^[0-9]+$'
     ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER classified_posts_search_words_retitled AFTER UPDATE OF title ON classified_posts
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION classified_posts_search_words_retitled();
--> statement-breakpoint
-- Listings saved before this migration: their documents and words.
UPDATE classified_posts SET title = title;
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM classified_posts r, souq_search_words(souq_search_normalize(r.title)) w
   WHERE char_length(w) >= 2 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
