-- Every 1- and 2-character substring of a company name, lower-cased. Japanese company names are
-- often searched with two characters (精機, 商事), which trigram indexes cannot serve; a GIN index
-- over these grams can.
CREATE OR REPLACE FUNCTION dx_name_grams(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(name), i, size)), '{}')
  FROM generate_series(1, char_length(name)) AS i, (VALUES (1), (2)) AS sizes(size)
  WHERE i + size - 1 <= char_length(name)
$$;
