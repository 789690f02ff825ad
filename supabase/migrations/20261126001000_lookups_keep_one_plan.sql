-- The small lookups keep one plan instead of planning again at every call.
--
-- A PL/pgSQL statement with parameters is planned for its values ("custom") for its first five
-- runs in a session, then kept as one generic plan if that is estimated no dearer. For these
-- functions' primary-key and partner lookups over an id array the custom plan always looks a
-- little cheaper, so Postgres kept planning afresh at every call: about 150 µs of planning for
-- a few µs of work. Measured in one session on the bench data (100,000 opportunities, 1,000,000
-- bids), 400 calls each, before and after:
--
--   full_opportunities() of one tour (every bid, since …000900)      203–219 µs  →  57–58 µs
--   full_opportunities() of a page of 20 (every page of tours)        375–386 µs  →  210–224 µs
--   current_licence_states() (every page, the caller's badge)         124–130 µs  →  62–63 µs
--   has_current_licence() (every bid on a licence-required tour)      125–131 µs  →  63–64 µs
--
-- The generic plan is the one a custom plan would be for any array size: the primary key, or
-- the partner's licences, by index.

alter function private.full_opportunities(uuid[]) set plan_cache_mode = force_generic_plan;
alter function private.current_licences(uuid[]) set plan_cache_mode = force_generic_plan;
alter function private.current_licence_states(uuid) set plan_cache_mode = force_generic_plan;
alter function private.has_current_licence(uuid, text) set plan_cache_mode = force_generic_plan;
