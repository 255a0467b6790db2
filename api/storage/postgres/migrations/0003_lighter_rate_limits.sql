-- A client's first hit in the window is one insert: most clients (a reader signing up once) are
-- never seen again, and the lock, the read and the rewrite of the row that a later hit needs are
-- spared for them. Every limit allows at least one hit, so a new row is always an allowed hit.
--
-- The hits are kept in an unlogged table, written without the write-ahead log: a crash (or a
-- failover to a replica) empties it, which only lets clients try again, and a sign-up's commit
-- waits for the disk on behalf of its own row alone.
ALTER TABLE rate_limits SET UNLOGGED;

CREATE OR REPLACE FUNCTION rate_limit_hit(p_scope TEXT, p_key TEXT, p_max INTEGER, p_window_ms BIGINT, p_at_ms BIGINT)
RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  stored BIGINT[];
  kept BIGINT[];
BEGIN
  IF p_max >= 1 THEN
    INSERT INTO rate_limits (scope, key, hits, last_ms) VALUES (p_scope, p_key, ARRAY[p_at_ms], p_at_ms)
      ON CONFLICT (scope, key) DO NOTHING;
    IF FOUND THEN
      RETURN 0;
    END IF;
  ELSE
    INSERT INTO rate_limits (scope, key, hits, last_ms) VALUES (p_scope, p_key, '{}', p_at_ms)
      ON CONFLICT (scope, key) DO NOTHING;
  END IF;
  SELECT hits INTO stored FROM rate_limits WHERE scope = p_scope AND key = p_key FOR UPDATE;
  SELECT coalesce(array_agg(hit ORDER BY hit), '{}') INTO kept FROM unnest(stored) AS hit
    WHERE p_at_ms - hit < p_window_ms;
  IF cardinality(kept) >= p_max THEN
    UPDATE rate_limits SET hits = kept WHERE scope = p_scope AND key = p_key;
    RETURN kept[1] + p_window_ms - p_at_ms;
  END IF;
  UPDATE rate_limits SET hits = kept || p_at_ms, last_ms = greatest(last_ms, p_at_ms)
    WHERE scope = p_scope AND key = p_key;
  RETURN 0;
END
$$;
