-- Issue 37 §1: every booking wrote an entry into this index, and the reminder job's one query (booked bookings of a
-- date whose reminder is not sent) is served as well by bookings_booked_end_idx (start_date, end_time) WHERE status =
-- 'booked' (migration 0003), which the completion job reads and every booking writes anyway. Without it,
-- `reminder_sent_at` is in no index, so marking reminders sent can be a HOT update.
DROP INDEX IF EXISTS "bookings_reminder_due_idx";
