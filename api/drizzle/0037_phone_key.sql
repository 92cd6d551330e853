-- One normal form for comparing phone numbers (issue #32): "+27 82 555 0199", "27825550199",
-- "0027 82 555 0199", "+27 (0)82 555 0199" and "082 555 0199" are one phone. phone_key(text) is the
-- national form shared/src/sa-phone.ts `normaliseSaPhone` gives (0825550199; it mirrors that rule, and
-- api/src/customers/phone-key.test.ts checks the two agree); for a number that is not South African
-- (stored before the rule, or by the generic table) its digits when there are 6 or more; else NULL
-- (no phone anyone shares). Read by the unpaid-hold limit (bookings/save-booking.ts), the first-time
-- discount (bookings/earned-facts.ts), the referral credit's own-phone rule (referrals/credits.ts) and
-- the office's phone search (customers/search.ts): every comparison of two phones.
CREATE OR REPLACE FUNCTION phone_key(phone text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN n.national ~ '^0[1-9][0-9]{8}$' THEN n.national
    WHEN length(n.all_digits) >= 6 THEN n.all_digits
  END
  FROM (
    SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS all_digits,
      CASE
        WHEN t.text !~ '^[+(0-9][0-9\s().-]*$' THEN NULL
        WHEN d.d LIKE '+27%' THEN '0' || substr(d.d, 4)
        WHEN d.d LIKE '0027%' THEN '0' || substr(d.d, 5)
        WHEN d.d LIKE '27%' AND length(d.d) = 11 THEN '0' || substr(d.d, 3)
        ELSE d.d
      END AS national
    FROM (SELECT regexp_replace(coalesce(phone, ''), '^\s+|\s+$', '', 'g') AS text) t,
      LATERAL (
        SELECT regexp_replace(regexp_replace(t.text, '^(\+?27|0027)\s*\(0\)', '\1'), '[\s().-]', '', 'g') AS d
      ) d
  ) n
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_key_idx" ON "users" (phone_key("phone"));
