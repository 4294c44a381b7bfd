-- Keeps contact_counts equal to the contacts of each team per status, source and country (''
-- for none), so the contact list's total without a filter, or filtered only by those, sums a
-- few rows instead of counting the team's contacts. Statement-level triggers with transition
-- tables: one upsert per statement (an import batch, a bulk delete), not one per row.
-- A transaction writing a team's counts first takes the team's advisory lock, so two writers of
-- one team (two feeds, an import and a bulk edit) queue instead of locking count rows in
-- different orders and deadlocking.
CREATE FUNCTION "contact_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock(hashtext('contact_counts:' || "team_id"))
      FROM (SELECT DISTINCT "team_id" FROM "new_rows" ORDER BY 1) AS "teams";
    INSERT INTO "contact_counts" ("team_id", "status", "source", "country", "total")
      SELECT "team_id", "status", "source", coalesce("country", ''), count(*)
      FROM "new_rows" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("team_id", "status", "source", "country") DO UPDATE SET
        "total" = "contact_counts"."total" + EXCLUDED."total";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock(hashtext('contact_counts:' || "team_id"))
      FROM (SELECT DISTINCT "team_id" FROM "old_rows" ORDER BY 1) AS "teams";
    UPDATE "contact_counts" AS "counts" SET "total" = "counts"."total" - "gone"."total"
      FROM (
        SELECT "team_id", "status", "source", coalesce("country", '') AS "country",
          count(*) AS "total"
        FROM "old_rows" GROUP BY 1, 2, 3, 4
      ) AS "gone"
      WHERE "counts"."team_id" = "gone"."team_id" AND "counts"."status" = "gone"."status"
        AND "counts"."source" = "gone"."source" AND "counts"."country" = "gone"."country";
  ELSE
    -- Only the keys whose number changed are written: tagging a million contacts changes none.
    PERFORM pg_advisory_xact_lock(hashtext('contact_counts:' || "team_id"))
      FROM (
        SELECT "team_id" FROM "new_rows" UNION SELECT "team_id" FROM "old_rows" ORDER BY 1
      ) AS "teams";
    INSERT INTO "contact_counts" ("team_id", "status", "source", "country", "total")
      SELECT "team_id", "status", "source", "country", sum("change") FROM (
        SELECT "team_id", "status", "source", coalesce("country", '') AS "country", 1 AS "change"
        FROM "new_rows"
        UNION ALL
        SELECT "team_id", "status", "source", coalesce("country", ''), -1 FROM "old_rows"
      ) AS "changes" GROUP BY 1, 2, 3, 4 HAVING sum("change") <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("team_id", "status", "source", "country") DO UPDATE SET
        "total" = "contact_counts"."total" + EXCLUDED."total";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contact_counts_insert" AFTER INSERT ON "contacts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_counts_update" AFTER UPDATE ON "contacts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_counts_delete" AFTER DELETE ON "contacts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_counts_changed"();
--> statement-breakpoint
INSERT INTO "contact_counts" ("team_id", "status", "source", "country", "total")
  SELECT "team_id", "status", "source", coalesce("country", ''), count(*)
  FROM "contacts" GROUP BY 1, 2, 3, 4
  ON CONFLICT ("team_id", "status", "source", "country") DO UPDATE SET
    "total" = EXCLUDED."total";
