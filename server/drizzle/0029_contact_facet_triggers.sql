-- Keeps contact_facets equal to the contacts of each team per status, source, country, network
-- ('' for none) and tags (the array as stored: the same tags in another order are another row,
-- which sums the same and spares sorting every contact's tags on every write), so a segment
-- preview whose rules look only at those fields sums the rows its rules match instead of
-- counting the team's contacts.
-- Statement-level triggers with transition tables, as contact_counts' (0013): one upsert per
-- statement. They fire after contact_counts' (triggers fire in the order of their names), whose
-- function has taken the team's advisory lock by then: two writers of one team queue there.
CREATE FUNCTION "contact_facets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contact_facets" ("team_id", "status", "source", "country", "network", "tags", "total")
      SELECT "team_id", "status", "source", coalesce("country", ''), coalesce("network", ''),
        "tags", count(*)
      FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("team_id", "status", "source", "country", "network", "tags") DO UPDATE SET
        "total" = "contact_facets"."total" + EXCLUDED."total";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "contact_facets" AS "facets" SET "total" = "facets"."total" - "gone"."total"
      FROM (
        SELECT "team_id", "status", "source", coalesce("country", '') AS "country",
          coalesce("network", '') AS "network", "tags",
          count(*) AS "total"
        FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6
      ) AS "gone"
      WHERE "facets"."team_id" = "gone"."team_id" AND "facets"."status" = "gone"."status"
        AND "facets"."source" = "gone"."source" AND "facets"."country" = "gone"."country"
        AND "facets"."network" = "gone"."network" AND "facets"."tags" = "gone"."tags";
  ELSE
    -- Only the keys whose number changed are written: renaming a million contacts changes none.
    INSERT INTO "contact_facets" ("team_id", "status", "source", "country", "network", "tags", "total")
      SELECT "team_id", "status", "source", "country", "network", "tags", sum("change") FROM (
        SELECT "team_id", "status", "source", coalesce("country", '') AS "country",
          coalesce("network", '') AS "network", "tags", 1 AS "change"
        FROM "new_rows"
        UNION ALL
        SELECT "team_id", "status", "source", coalesce("country", ''), coalesce("network", ''),
          "tags", -1
        FROM "old_rows"
      ) AS "changes" GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("change") <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("team_id", "status", "source", "country", "network", "tags") DO UPDATE SET
        "total" = "contact_facets"."total" + EXCLUDED."total";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contact_facets_insert" AFTER INSERT ON "contacts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_facets_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_facets_update" AFTER UPDATE ON "contacts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_facets_changed"();
--> statement-breakpoint
CREATE TRIGGER "contact_facets_delete" AFTER DELETE ON "contacts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_facets_changed"();
--> statement-breakpoint
INSERT INTO "contact_facets" ("team_id", "status", "source", "country", "network", "tags", "total")
  SELECT "team_id", "status", "source", coalesce("country", ''), coalesce("network", ''),
    "tags", count(*)
  FROM "contacts" GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ("team_id", "status", "source", "country", "network", "tags") DO UPDATE SET
    "total" = EXCLUDED."total";
