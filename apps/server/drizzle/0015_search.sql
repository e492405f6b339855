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
-- An Arabic word without its leading "and" and article (light10: Larkey, Ballesteros and Connell):
-- how a word is looked up among synonyms and the vocabulary.
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
-- A normalised Arabic word without article and without plural or pronoun suffixes (light10), so
-- that سيارة, السيارة and سيارات meet. PostgreSQL's snowball `arabic` stemmer does not unify them
-- (docs/decisions.md), and over-stems (مالك to مال).
CREATE FUNCTION souq_ar_light_stem(word text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  affix text;
BEGIN
  FOREACH affix IN ARRAY ARRAY['ال', 'وال', 'بال', 'كال', 'فال', 'لل'] LOOP
    IF left(word, char_length(affix)) = affix AND char_length(word) - char_length(affix) >= 2 THEN
      word := substr(word, char_length(affix) + 1);
      EXIT;
    END IF;
  END LOOP;
  FOREACH affix IN ARRAY ARRAY['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'] LOOP
    IF right(word, char_length(affix)) = affix AND char_length(word) - char_length(affix) >= 2 THEN
      word := left(word, -char_length(affix));
    END IF;
  END LOOP;
  RETURN word;
END $$;
--> statement-breakpoint
-- The stems a normalised Arabic word may stand for. A leading و is "and" (وصالة) or the word's own
-- first letter (وكالة): both readings are kept, so either spelling finds the other.
CREATE FUNCTION souq_ar_stems(word text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
SELECT CASE
  WHEN char_length(word) >= 4 AND left(word, 1) = 'و' AND souq_ar_light_stem(substr(word, 2)) <> souq_ar_light_stem(word)
    THEN ARRAY[souq_ar_light_stem(word), souq_ar_light_stem(substr(word, 2))]
  ELSE ARRAY[souq_ar_light_stem(word)]
END
$$;
--> statement-breakpoint
-- What search matches in a text: the stems of its Arabic words, each word's stems at the word's
-- position (so a phrase still reads as one), and its Latin words through the english stemmer.
CREATE FUNCTION souq_search_vector(input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
SELECT coalesce((
    SELECT string_agg(quote_literal(s) || ':' || w.n, ' ')::tsvector
      FROM souq_search_words(regexp_replace(n, '[^\u0621-\u064A\u0671-\u06D3]+', ' ', 'g')) WITH ORDINALITY AS w(word, n),
           unnest(souq_ar_stems(w.word)) s
  ), ''::tsvector)
    || to_tsvector('english', regexp_replace(n, '[\u0621-\u064A\u0671-\u06D3]+', ' ', 'g'))
  FROM souq_search_normalize(coalesce(input, '')) n
$$;
--> statement-breakpoint
-- One term of a query (a word, or a synonym that may be several words) as the document's
-- lexemes: each Arabic word any of its stems, several words standing together; NULL when the term
-- has nothing to search. Each half is built only when the term has words of that script: a
-- tsquery of nothing (even the literal '') raises a NOTICE on every call.
CREATE FUNCTION souq_search_term(term text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
SELECT CASE WHEN arabic_query IS NULL THEN latin_query WHEN latin_query IS NULL THEN arabic_query ELSE arabic_query && latin_query END
  FROM souq_search_normalize(coalesce(term, '')) n,
  LATERAL (
    SELECT to_tsquery('simple', string_agg('(' || (SELECT string_agg(quote_literal(s), ' | ') FROM unnest(souq_ar_stems(w.word)) s) || ')', ' <-> ' ORDER BY w.n)) AS arabic_query
      FROM souq_search_words(regexp_replace(n, '[^\u0621-\u064A\u0671-\u06D3]+', ' ', 'g')) WITH ORDINALITY AS w(word, n)
  ) a,
  LATERAL (SELECT regexp_replace(n, '[\u0621-\u064A\u0671-\u06D3]+', ' ', 'g') AS latin) l,
  LATERAL (SELECT CASE WHEN to_tsvector('english', l.latin) = ''::tsvector THEN NULL ELSE phraseto_tsquery('english', l.latin) END AS latin_query) q
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
      CONTINUE WHEN one IS NULL OR numnode(one) = 0;
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
-- The words of a title that "did you mean" and completions offer: two letters or more, not a number.
CREATE FUNCTION souq_vocabulary_words(title text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT w FROM souq_search_words(souq_search_normalize(title)) w WHERE char_length(w) >= 2 AND w !~ '^[0-9]+$' $$;
--> statement-breakpoint
-- The vocabulary of "did you mean" and completions: the words of listings' titles. A statement
-- trigger, so a bulk insert adds its words in one statement; ON CONFLICT DO NOTHING takes no lock
-- on a word that is already there, so concurrent sellers never wait on each other here.
CREATE FUNCTION classified_posts_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM added_rows r, souq_vocabulary_words(r.title) w ORDER BY 1
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
    SELECT DISTINCT w FROM souq_vocabulary_words(NEW.title) w ORDER BY 1
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
  SELECT DISTINCT w FROM classified_posts r, souq_vocabulary_words(r.title) w
ON CONFLICT DO NOTHING;

--> statement-breakpoint
-- The default synonyms (apps/server/src/seed/datasets/search-synonyms.ts; a test holds them equal).
INSERT INTO search_synonyms (terms) VALUES
  (ARRAY['kuwait', 'الكويت']),
  (ARRAY['mercedes', 'benz', 'مرسيدس', 'بنز']),
  (ARRAY['iphone', 'ايفون']),
  (ARRAY['ipad', 'ايباد']),
  (ARRAY['samsung', 'سامسونج', 'سامسونغ']),
  (ARRAY['galaxy', 'جالكسي', 'جالاكسي', 'قلاكسي']),
  (ARRAY['macbook', 'ماكبوك', 'ماك بوك']),
  (ARRAY['laptop', 'لابتوب', 'لاب توب']),
  (ARRAY['playstation', 'ps5', 'ps4', 'بلايستيشن', 'بلاي ستيشن']),
  (ARRAY['apartment', 'flat', 'شقه']),
  (ARRAY['villa', 'فيلا', 'فله']),
  (ARRAY['house', 'home', 'بيت', 'منزل']),
  (ARRAY['car', 'سياره']),
  (ARRAY['rent', 'rental', 'ايجار']),
  (ARRAY['sale', 'بيع']),
  (ARRAY['furnished', 'مفروش', 'مفروشه']),
  (ARRAY['used', 'مستعمل', 'مستعمله']),
  (ARRAY['petrol', 'بنزين']),
  (ARRAY['diesel', 'ديزل']),
  (ARRAY['hybrid', 'هايبرد', 'هجين']),
  (ARRAY['electric', 'كهربايي', 'كهرباء']),
  (ARRAY['automatic', 'اوتوماتيك', 'اوتوماتيكي']),
  (ARRAY['manual', 'يدوي', 'قير عادي']),
  (ARRAY['white', 'ابيض']),
  (ARRAY['black', 'اسود']),
  (ARRAY['silver', 'فضي']),
  (ARRAY['red', 'احمر']),
  (ARRAY['blue', 'ازرق']),
  (ARRAY['toyota', 'تويوتا']),
  (ARRAY['nissan', 'نيسان']),
  (ARRAY['lexus', 'لكزس', 'لكسز']),
  (ARRAY['mercedes benz', 'مرسيدس بنز']),
  (ARRAY['bmw', 'بي ام', 'بي ام دبليو']),
  (ARRAY['chevrolet', 'chevy', 'شفروليه', 'شيفروليه', 'شفر']),
  (ARRAY['gmc', 'جي ام سي']),
  (ARRAY['ford', 'فورد']),
  (ARRAY['hyundai', 'هيونداي', 'هونداي']),
  (ARRAY['kia', 'كيا']),
  (ARRAY['landcruiser', 'لاندكروزر', 'land cruiser', 'لاند كروزر']),
  (ARRAY['camry', 'كامري']),
  (ARRAY['corolla', 'كورولا']),
  (ARRAY['prado', 'برادو']),
  (ARRAY['hilux', 'هايلكس']),
  (ARRAY['patrol', 'باترول']),
  (ARRAY['altima', 'التيما']),
  (ARRAY['sunny', 'صني']),
  (ARRAY['x trail', 'اكس تريل']),
  (ARRAY['lx 600', 'ال اكس 600']),
  (ARRAY['es 350', 'اي اس 350']),
  (ARRAY['rx 350', 'ار اكس 350']),
  (ARRAY['s class', 'الفيه اس']),
  (ARRAY['e class', 'الفيه اي']),
  (ARRAY['g class', 'الفيه جي']),
  (ARRAY['x5', 'اكس 5']),
  (ARRAY['5 series', 'الفيه الخامسه']),
  (ARRAY['7 series', 'الفيه السابعه']),
  (ARRAY['tahoe', 'تاهو']),
  (ARRAY['camaro', 'كامارو']),
  (ARRAY['silverado', 'سلفرادو']),
  (ARRAY['yukon', 'يوكن']),
  (ARRAY['sierra', 'سييرا']),
  (ARRAY['explorer', 'اكسبلورر']),
  (ARRAY['mustang', 'موستانج']),
  (ARRAY['f 150', 'اف 150']),
  (ARRAY['elantra', 'النترا']),
  (ARRAY['tucson', 'توسان']),
  (ARRAY['sonata', 'سوناتا']),
  (ARRAY['sportage', 'سبورتاج']),
  (ARRAY['cerato', 'سيراتو']),
  (ARRAY['sorento', 'سورينتو']),
  (ARRAY['kuwait city', 'مدينه الكويت']),
  (ARRAY['sharq', 'شرق']),
  (ARRAY['dasman', 'دسمان']),
  (ARRAY['mirqab', 'المرقاب']),
  (ARRAY['qibla', 'القبله']),
  (ARRAY['bneid al gar', 'بنيد القار']),
  (ARRAY['dasma', 'الدسمه']),
  (ARRAY['daiya', 'الدعيه']),
  (ARRAY['shuwaikh', 'الشويخ']),
  (ARRAY['kaifan', 'كيفان']),
  (ARRAY['mansouriya', 'المنصوريه']),
  (ARRAY['shamiya', 'الشاميه']),
  (ARRAY['rawda', 'الروضه']),
  (ARRAY['adailiya', 'العديليه']),
  (ARRAY['khaldiya', 'الخالديه']),
  (ARRAY['qadsiya', 'القادسيه']),
  (ARRAY['faiha', 'الفيحاء']),
  (ARRAY['nuzha', 'النزهه']),
  (ARRAY['surra', 'السره']),
  (ARRAY['yarmouk', 'اليرموك']),
  (ARRAY['qurtuba', 'قرطبه']),
  (ARRAY['granada', 'غرناطه']),
  (ARRAY['sulaibikhat', 'الصليبخات']),
  (ARRAY['doha', 'الدوحه']),
  (ARRAY['hawalli', 'hawally', 'حولي']),
  (ARRAY['salmiya', 'salmiyah', 'salmiyya', 'السالميه', 'سالميه']),
  (ARRAY['jabriya', 'jabriyah', 'الجابريه']),
  (ARRAY['rumaithiya', 'rumaithiyah', 'الرميثيه']),
  (ARRAY['bayan', 'بيان']),
  (ARRAY['mishref', 'مشرف']),
  (ARRAY['salwa', 'سلوي']),
  (ARRAY['shaab', 'الشعب']),
  (ARRAY['shuhada', 'الشهداء']),
  (ARRAY['hittin', 'حطين']),
  (ARRAY['zahra', 'الزهراء']),
  (ARRAY['siddiq', 'الصديق']),
  (ARRAY['salam', 'السلام']),
  (ARRAY['mubarak al abdullah', 'مبارك العبدالله']),
  (ARRAY['farwaniya', 'farwaniyah', 'الفروانيه']),
  (ARRAY['khaitan', 'خيطان']),
  (ARRAY['jleeb al shuyoukh', 'جليب الشيوخ']),
  (ARRAY['abraq khaitan', 'ابرق خيطان']),
  (ARRAY['ardiya', 'العارضيه']),
  (ARRAY['andalous', 'الاندلس']),
  (ARRAY['rabiya', 'الرابيه']),
  (ARRAY['rehab', 'الرحاب']),
  (ARRAY['omariya', 'العمريه']),
  (ARRAY['ferdous', 'الفردوس']),
  (ARRAY['riggae', 'الرقعي']),
  (ARRAY['sabah al nasser', 'صباح الناصر']),
  (ARRAY['ishbiliya', 'اشبيليه']),
  (ARRAY['dajeej', 'الضجيج']),
  (ARRAY['mubarak al kabeer', 'مبارك الكبير']),
  (ARRAY['adan', 'العدان']),
  (ARRAY['qurain', 'القرين']),
  (ARRAY['qusour', 'القصور']),
  (ARRAY['sabah al salem', 'صباح السالم']),
  (ARRAY['messila', 'المسيله']),
  (ARRAY['abu fatira', 'ابو فطيره']),
  (ARRAY['fnaitees', 'الفنيطيس']),
  (ARRAY['abu al hasaniya', 'ابو الحصانيه']),
  (ARRAY['sabhan', 'صبحان']),
  (ARRAY['ahmadi', 'الاحمدي']),
  (ARRAY['fintas', 'الفنطاس']),
  (ARRAY['mahboula', 'mahboulah', 'المهبوله']),
  (ARRAY['mangaf', 'المنقف']),
  (ARRAY['fahaheel', 'fahahil', 'الفحيحيل']),
  (ARRAY['abu halifa', 'ابو حليفه']),
  (ARRAY['sabahiya', 'الصباحيه']),
  (ARRAY['riqqa', 'الرقه']),
  (ARRAY['hadiya', 'هديه']),
  (ARRAY['egaila', 'العقيله']),
  (ARRAY['wafra', 'الوفره']),
  (ARRAY['khairan', 'الخيران']),
  (ARRAY['jaber al ali', 'جابر العلي']),
  (ARRAY['fahad al ahmad', 'فهد الاحمد']),
  (ARRAY['sabah al ahmad', 'صباح الاحمد']),
  (ARRAY['jahra', 'jahraa', 'الجهراء']),
  (ARRAY['qasr', 'القصر']),
  (ARRAY['naeem', 'النعيم']),
  (ARRAY['oyoun', 'العيون']),
  (ARRAY['taima', 'تيماء']),
  (ARRAY['waha', 'الواحه']),
  (ARRAY['saad al abdullah', 'سعد العبدالله']),
  (ARRAY['sulaibiya', 'الصليبيه']),
  (ARRAY['amghara', 'امغره']),
  (ARRAY['abdali', 'العبدلي']),
  (ARRAY['naseem', 'النسيم']),
  (ARRAY['riyadh', 'الرياض']),
  (ARRAY['olaya', 'العليا']),
  (ARRAY['malaz', 'الملز']),
  (ARRAY['sulaimaniyah', 'السليمانيه']),
  (ARRAY['jeddah', 'جده']),
  (ARRAY['makkah', 'مكه المكرمه', 'مكه']),
  (ARRAY['taif', 'الطايف']),
  (ARRAY['madinah', 'المدينه المنوره', 'المدينه']),
  (ARRAY['yanbu', 'ينبع']),
  (ARRAY['eastern province', 'المنطقه الشرقيه']),
  (ARRAY['dammam', 'الدمام']),
  (ARRAY['khobar', 'الخبر']),
  (ARRAY['dhahran', 'الظهران']),
  (ARRAY['al ahsa', 'الاحساء']),
  (ARRAY['qassim', 'القصيم']),
  (ARRAY['buraydah', 'بريده']),
  (ARRAY['unaizah', 'عنيزه']),
  (ARRAY['asir', 'عسير']),
  (ARRAY['abha', 'ابها']),
  (ARRAY['khamis mushait', 'خميس مشيط']),
  (ARRAY['tabuk', 'تبوك']),
  (ARRAY['hail', 'حايل']),
  (ARRAY['northern borders', 'الحدود الشماليه']),
  (ARRAY['arar', 'عرعر']),
  (ARRAY['jazan', 'جازان']),
  (ARRAY['najran', 'نجران']),
  (ARRAY['al bahah', 'الباحه']),
  (ARRAY['al jouf', 'الجوف']),
  (ARRAY['sakaka', 'سكاكا']),
  (ARRAY['abu dhabi', 'ابوظبي']),
  (ARRAY['al ain', 'العين']),
  (ARRAY['khalifa city', 'مدينه خليفه']),
  (ARRAY['dubai', 'دبي']),
  (ARRAY['deira', 'ديره']),
  (ARRAY['jumeirah', 'جميرا']),
  (ARRAY['al barsha', 'البرشاء']),
  (ARRAY['dubai marina', 'دبي مارينا']),
  (ARRAY['sharjah', 'الشارقه']),
  (ARRAY['al majaz', 'المجاز']),
  (ARRAY['al nahda', 'النهده']),
  (ARRAY['ajman', 'عجمان']),
  (ARRAY['al nuaimiya', 'النعيميه']),
  (ARRAY['umm al quwain', 'ام القيوين']),
  (ARRAY['al salama', 'السلامه']),
  (ARRAY['ras al khaimah', 'راس الخيمه']),
  (ARRAY['al nakheel', 'النخيل']),
  (ARRAY['fujairah', 'الفجيره']),
  (ARRAY['dibba', 'دبا']),
  (ARRAY['capital', 'العاصمه']),
  (ARRAY['manama', 'المنامه']),
  (ARRAY['juffair', 'الجفير']),
  (ARRAY['seef', 'السيف']),
  (ARRAY['muharraq', 'المحرق']),
  (ARRAY['busaiteen', 'البسيتين']),
  (ARRAY['northern', 'الشماليه']),
  (ARRAY['budaiya', 'البديع']),
  (ARRAY['hamad town', 'مدينه حمد']),
  (ARRAY['southern', 'الجنوبيه']),
  (ARRAY['riffa', 'الرفاع']),
  (ARRAY['isa town', 'مدينه عيسي']),
  (ARRAY['awali', 'عوالي']);
