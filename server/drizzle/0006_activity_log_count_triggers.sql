-- Keeps activity_log_counts equal to the number of activity_log rows of each team, so the
-- unfiltered activity list reads its total instead of counting the team's whole history.
-- Statement-level triggers with transition tables: one upsert per statement, not per row.
CREATE FUNCTION "activity_log_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activity_log_counts" ("team_id", "total")
    SELECT "team_id", count(*) FROM "inserted_rows" GROUP BY "team_id"
    ON CONFLICT ("team_id") DO UPDATE SET "total" = "activity_log_counts"."total" + EXCLUDED."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "activity_log_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activity_log_counts" AS "counts" SET "total" = "counts"."total" - "gone"."total"
    FROM (SELECT "team_id", count(*) AS "total" FROM "deleted_rows" GROUP BY "team_id") AS "gone"
    WHERE "counts"."team_id" = "gone"."team_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_log_count_insert" AFTER INSERT ON "activity_log"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "activity_log_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "activity_log_count_delete" AFTER DELETE ON "activity_log"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "activity_log_count_deleted"();
--> statement-breakpoint
INSERT INTO "activity_log_counts" ("team_id", "total")
  SELECT "team_id", count(*) FROM "activity_log" GROUP BY "team_id"
  ON CONFLICT ("team_id") DO UPDATE SET "total" = EXCLUDED."total";
