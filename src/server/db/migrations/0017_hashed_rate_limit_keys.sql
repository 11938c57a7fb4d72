-- Issue 29 §6: counters kept per e-mail address are now keyed by a keyed hash of the address (security/address-key.ts).
-- Rows written under the plain address before are dropped: they held personal data and no code reads them any more.
DELETE FROM "rate_limit" WHERE "key" LIKE 'login-account:%@%' OR "key" LIKE 'cooldown:%@%';
