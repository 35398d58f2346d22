-- Keys for the lists' name sorts and searches, computed the same way on PostgreSQL and on
-- embedded PGlite (which has no Spanish ICU collation): accents folded, case folded, and for
-- sorting ñ placed after n ("n~": with COLLATE "C" the tilde sorts after every letter).
-- Both functions are IMMUTABLE so that generated columns and expression indexes may use them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(value, 'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÝáàâäãåéèêëíìîïóòôöõúùûüçýÑñ', 'AAAAAAEEEEIIIIOOOOOUUUUCYaaaaaaeeeeiiiiooooouuuucynn'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN replace(lower(translate(value, 'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÝáàâäãåéèêëíìîïóòôöõúùûüçýÑ', 'AAAAAAEEEEIIIIOOOOOUUUUCYaaaaaaeeeeiiiiooooouuuucyñ')), 'ñ', 'n~');
