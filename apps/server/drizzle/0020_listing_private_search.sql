-- A listing's precise address (street, building, floor, flat and block numbers) is read by its
-- seller and staff only (docs/security.md): no word of it may find the listing, or a search for a
-- street would answer "which listings are on it?". The search document leaves those fields out;
-- everything else is as migration 0015 built it.
CREATE OR REPLACE FUNCTION classified_posts_search_doc() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  kind text;
  place text;
  picked text;
  shown jsonb := NEW.details - ARRAY['street', 'buildingNo', 'floor', 'flatNo', 'blockNo'];
BEGIN
  SELECT concat_ws(' ', c.category_en, c.category_ar, s.sub_category_en, s.sub_category_ar) INTO kind
    FROM categories c LEFT JOIN sub_categories s ON s.id = NEW.sub_category_id WHERE c.id = NEW.category_id;
  SELECT concat_ws(' ', d.district_en, d.district_ar, a.area_en, a.area_ar) INTO place
    FROM districts d LEFT JOIN areas a ON a.id = NEW.area_id WHERE d.id = NEW.district_id;
  SELECT concat_ws(' ', string_agg(v.value, ' '), (
      SELECT string_agg(dv.value_ar, ' ') FROM dropdown_values dv
       WHERE dv.category_id = NEW.category_id AND lower(dv.value_en) IN (SELECT lower(e.value) FROM jsonb_each_text(shown) e)
    )) INTO picked
    FROM jsonb_each_text(shown) v WHERE jsonb_typeof(shown -> v.key) = 'string';
  NEW.search_doc := setweight(souq_search_vector(NEW.title), 'A')
    || setweight(souq_search_vector(concat_ws(' ', kind, picked)), 'B')
    || setweight(souq_search_vector(place), 'C')
    || setweight(souq_search_vector(NEW.description), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The listings stored with any of them get their document again (the trigger runs on `details`).
UPDATE "classified_posts" SET "details" = "details"
  WHERE "details" ?| ARRAY['street', 'buildingNo', 'floor', 'flatNo', 'blockNo'];
