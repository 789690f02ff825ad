-- Postgres lets PUBLIC execute every new function. The helpers in `private` are reached only
-- through the grants beside each one (to authenticated, service_role, or nobody), so PUBLIC's
-- right goes from all of them; this file is applied after every other.
revoke all on all functions in schema private from public;
