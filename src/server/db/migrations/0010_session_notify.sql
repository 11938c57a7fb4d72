-- Issue 22 §3 (docs/decisions/013): every change to a user's sessions or account row NOTIFYs `session:<user id>`
-- on the realtime bus's channel, so every server process drops that user's cached sessions (auth/session-cache.ts).
-- In the database, so no writer can forget it: better-auth's sign-out, revocations, password change and reset,
-- e-mail change and deletion, our profile and account-deletion code, and manual SQL. NOTIFY is sent at commit and
-- folds duplicates within a transaction, so deleting all of a user's sessions sends one.
CREATE OR REPLACE FUNCTION tidvis_notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('tidvis_bookings', 'session:' || OLD.id);
  ELSE
    PERFORM pg_notify('tidvis_bookings', 'session:' || OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_changed_notify AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION tidvis_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER user_changed_notify AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION tidvis_notify_session_change();
