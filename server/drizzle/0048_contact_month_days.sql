-- The month-days a contact's date values come round on each year, as `team/key/MM-DD` (a key
-- is [a-z][a-z0-9_]*, so the three never run together), for the yearly date_arrives sweep
-- (domain/automations/triggers/date-sweep.ts): its GIN index finds a team's birthdays of a few
-- days among a million contacts without reading the others. A value is a date when it starts
-- YYYY-MM-DD, as the sweep reads it; custom_fields that is not an object lists nothing.
CREATE FUNCTION "contact_month_days"("team" text, "fields" jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg($1 || '/' || "field"."key" || '/' || substring("field"."value" FROM 6 FOR 5)), '{}')
  FROM jsonb_each_text(CASE WHEN jsonb_typeof($2) = 'object' THEN $2 ELSE '{}' END) AS "field"
  WHERE "field"."value" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'
$$;--> statement-breakpoint
CREATE INDEX "contacts_month_days_idx" ON "contacts" USING gin (contact_month_days("team_id", "custom_fields"));
