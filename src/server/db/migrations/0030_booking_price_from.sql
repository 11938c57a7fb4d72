-- A booking keeps whether its service's price was a lowest price ('från', docs/decisions/043) when booked, as it
-- keeps the price: the e-mails and Mina bokningar then say 'från 650 kr' as the company page did.
ALTER TABLE "bookings" ADD COLUMN "service_price_from" boolean DEFAULT false NOT NULL;
