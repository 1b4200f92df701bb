-- Issue 41: a profile's critical alerts (up to three short lines, first on the card; their level is in visibility,
-- as the address's), and the emergency contacts' phones in E.164. The numbers read the way shared toE164 reads
-- them (phone.ts: keep the two in step) become '+5521999990000'; the ones that cannot be read stay as typed and get
-- "phoneNeedsReview": true, which the editor shows to the owner. Contacts without a text phone are left alone.
ALTER TABLE "profiles" ADD COLUMN "critical_alerts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "profiles" AS p SET "emergency_contacts" = fixed.list
FROM (
  SELECT src.id, jsonb_agg(
    CASE
      WHEN r.phone IS NULL THEN e.c
      WHEN n.e164 IS NOT NULL THEN e.c || jsonb_build_object('phone', n.e164)
      ELSE e.c || '{"phoneNeedsReview": true}'::jsonb
    END ORDER BY e.ord) AS list
  FROM "profiles" AS src
  CROSS JOIN LATERAL jsonb_array_elements(src.emergency_contacts) WITH ORDINALITY AS e(c, ord)
  CROSS JOIN LATERAL (
    SELECT CASE WHEN jsonb_typeof(e.c) = 'object' AND jsonb_typeof(e.c -> 'phone') = 'string'
      THEN btrim(e.c ->> 'phone') END AS phone
  ) AS r
  CROSS JOIN LATERAL (
    SELECT regexp_replace(r.phone, '[^0-9]', '', 'g') AS digits,
      r.phone ~ '^\+?[[:digit:][:space:]().-]+$' AS typable
  ) AS d
  CROSS JOIN LATERAL (
    -- '+' or '00' starts an international number; otherwise it is Brazilian, a leading trunk 0 dropped.
    SELECT CASE WHEN r.phone LIKE '+%' THEN d.digits WHEN d.digits LIKE '00%' THEN substr(d.digits, 3) END AS intl,
      CASE WHEN d.digits LIKE '0%' THEN substr(d.digits, 2) ELSE d.digits END AS national
  ) AS i
  CROSS JOIN LATERAL (
    SELECT CASE
      WHEN i.intl IS NOT NULL THEN CASE WHEN i.intl LIKE '55%' THEN substr(i.intl, 3) END
      WHEN length(i.national) <= 11 THEN i.national
      WHEN i.national LIKE '55%' THEN substr(i.national, 3)
    END AS br
  ) AS b
  CROSS JOIN LATERAL (
    SELECT CASE
      WHEN r.phone IS NULL OR NOT d.typable THEN NULL
      WHEN i.intl IS NOT NULL AND i.intl NOT LIKE '55%' THEN
        CASE WHEN i.intl ~ '^[1-9][0-9]{7,14}$' THEN '+' || i.intl END
      WHEN b.br ~ '^[1-9]{2}(9[0-9]{8}|[2-9][0-9]{7})$' THEN '+55' || b.br
    END AS e164
  ) AS n
  WHERE jsonb_typeof(src.emergency_contacts) = 'array'
  GROUP BY src.id
) AS fixed
WHERE p.id = fixed.id;
