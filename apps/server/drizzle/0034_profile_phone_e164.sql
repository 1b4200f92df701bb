-- Issue 41: the profile's own phone in E.164 too ('+5521999990000'), read as migration 0030 read the contacts'
-- (shared toE164 in phone.ts: keep the three in step). A number that cannot be read stays as typed.
UPDATE "profiles" AS p SET "phone" = n.e164
FROM "profiles" AS src
CROSS JOIN LATERAL (SELECT btrim(src.phone) AS phone) AS r
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
    WHEN NOT d.typable THEN NULL
    WHEN i.intl IS NOT NULL AND i.intl NOT LIKE '55%' THEN
      CASE WHEN i.intl ~ '^[1-9][0-9]{7,14}$' THEN '+' || i.intl END
    WHEN b.br ~ '^[1-9]{2}(9[0-9]{8}|[2-9][0-9]{7})$' THEN '+55' || b.br
  END AS e164
) AS n
WHERE p.id = src.id AND src.phone IS NOT NULL AND n.e164 IS NOT NULL AND n.e164 <> src.phone;
