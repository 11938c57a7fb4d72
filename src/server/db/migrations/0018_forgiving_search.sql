-- Issue 30 §2: search that forgives typos, missing accents, shorthand and districts.
-- A company's district ('Södermalm'), optional; search counts it as a place, like the city.
ALTER TABLE "companies" ADD COLUMN "district" text;--> statement-breakpoint
-- Companies already on the two Södermalm streets of the demo data get their district.
UPDATE "companies" SET "district" = 'Södermalm'
  WHERE "district" IS NULL AND tidvis_fold(coalesce("location", '')) ~ '^(gotgatan|hornsgatan) [0-9]+.*, *stockholm$';--> statement-breakpoint
-- How well one folded search word matches a folded search document (name, address, district, categories, active
-- service names), 0 when it does not:
-- - 1 when the document contains the word ('klipp', 'klippning', 'damklippning' for 'klippning');
-- - for words of four letters or more, the best trigram similarity, when at least 0.4, to a word of the document
--   at most two letters longer or shorter ('frisr' -> 'frisor' 0.44, not 'friskvard' 0.33; 'stokholm' ->
--   'stockholm' 0.58; 'gotgatan' not 'gatan') or, for words of five letters or more, at least 0.5 to the end (as
--   long as the word or one letter longer) of a longer compound word ('klipning' -> 'dam|klippning' 0.73; not
--   'gotgatan' -> 'kun|gsgatan'); the words are only looked at when word_similarity to the whole document (never
--   below those similarities) is at least 0.4;
-- - 0 otherwise, and always for shorter words that are not contained.
CREATE OR REPLACE FUNCTION tidvis_word_score(word text, doc text) RETURNS real
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE
    WHEN strpos(doc, word) > 0 THEN 1::real
    WHEN length(word) < 4 OR public.word_similarity(word, doc) < 0.4 THEN 0::real
    ELSE coalesce((
      SELECT max(greatest(
        CASE WHEN whole >= 0.4 THEN whole END,
        CASE WHEN tail >= 0.5 THEN tail END
      ))
      FROM (
        SELECT
          CASE WHEN abs(length(t) - length(word)) <= 2 THEN public.similarity(word, t) END AS whole,
          CASE WHEN length(word) >= 5 AND length(t) > length(word) + 1 THEN greatest(
            public.similarity(word, right(t, length(word) + 1)),
            public.similarity(word, right(t, length(word)))
          ) END AS tail
        FROM regexp_split_to_table(doc, '[^a-z0-9]+') AS t
      ) AS scored
    ), 0)::real
  END
  $$;
