-- The admin list searches company names by partial match; trigram indexes need this extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
