-- A listing's search document holds the names of its category, sub-category, district, area and
-- picked dropdown values in both languages. When staff rename one, the listings that carry it are
-- indexed again in the same transaction, so a member searching the new name finds them at once.
-- Assigning a column to itself fires the listing's own BEFORE UPDATE OF trigger, which rebuilds
-- the document the one way it is ever built.
CREATE FUNCTION categories_reindex_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE classified_posts SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_reindex_listings AFTER UPDATE OF category_en, category_ar ON categories
  FOR EACH ROW WHEN (OLD.category_en IS DISTINCT FROM NEW.category_en OR OLD.category_ar IS DISTINCT FROM NEW.category_ar)
  EXECUTE FUNCTION categories_reindex_listings();
--> statement-breakpoint
CREATE FUNCTION sub_categories_reindex_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE classified_posts SET sub_category_id = sub_category_id WHERE sub_category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sub_categories_reindex_listings AFTER UPDATE OF sub_category_en, sub_category_ar ON sub_categories
  FOR EACH ROW WHEN (OLD.sub_category_en IS DISTINCT FROM NEW.sub_category_en OR OLD.sub_category_ar IS DISTINCT FROM NEW.sub_category_ar)
  EXECUTE FUNCTION sub_categories_reindex_listings();
--> statement-breakpoint
CREATE FUNCTION districts_reindex_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE classified_posts SET district_id = district_id WHERE district_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER districts_reindex_listings AFTER UPDATE OF district_en, district_ar ON districts
  FOR EACH ROW WHEN (OLD.district_en IS DISTINCT FROM NEW.district_en OR OLD.district_ar IS DISTINCT FROM NEW.district_ar)
  EXECUTE FUNCTION districts_reindex_listings();
--> statement-breakpoint
CREATE FUNCTION areas_reindex_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE classified_posts SET area_id = area_id WHERE area_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER areas_reindex_listings AFTER UPDATE OF area_en, area_ar ON areas
  FOR EACH ROW WHEN (OLD.area_en IS DISTINCT FROM NEW.area_en OR OLD.area_ar IS DISTINCT FROM NEW.area_ar)
  EXECUTE FUNCTION areas_reindex_listings();
--> statement-breakpoint
-- A dropdown value's Arabic name is found through the English value a listing stores: a value renamed
-- in either language reaches the listings of its category that hold its old or new name. A value
-- added is not indexed into older listings: a listing can only pick a value that exists, and the
-- bulk import of thousands of values would otherwise scan the category's listings once per value.
CREATE FUNCTION dropdown_values_reindex_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE classified_posts p SET details = p.details
    WHERE p.category_id = NEW.category_id
      AND EXISTS (
        SELECT 1 FROM jsonb_each_text(p.details) e
         WHERE jsonb_typeof(p.details -> e.key) = 'string'
           AND lower(e.value) IN (lower(NEW.value_en), lower(OLD.value_en))
      );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dropdown_values_reindex_listings_renamed AFTER UPDATE OF value_en, value_ar ON dropdown_values
  FOR EACH ROW WHEN (OLD.value_en IS DISTINCT FROM NEW.value_en OR OLD.value_ar IS DISTINCT FROM NEW.value_ar)
  EXECUTE FUNCTION dropdown_values_reindex_listings();
