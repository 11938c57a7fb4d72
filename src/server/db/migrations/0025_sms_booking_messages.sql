-- A customer who has an e-mail address may also choose to get the messages about their bookings (confirmation,
-- move, cancellation) by SMS (docs/decisions/037). Off by default: nobody starts getting SMS they did not ask for.
ALTER TABLE "user" ADD COLUMN "sms_booking_messages" boolean DEFAULT false NOT NULL;
