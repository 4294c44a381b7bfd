-- Keeps notification_counts equal to the notifications of each user per team ('' for those
-- about the account): how many, and how many unread. Statement-level triggers with transition
-- tables: one upsert per statement (read-all marks many rows at once), not one per row.
CREATE FUNCTION "notification_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_counts" ("user_id", "team_key", "total", "unread")
      SELECT "user_id", coalesce("team_id", ''), count(*), count(*) FILTER (WHERE "read_at" IS NULL)
      FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ("user_id", "team_key") DO UPDATE SET
        "total" = "notification_counts"."total" + EXCLUDED."total",
        "unread" = "notification_counts"."unread" + EXCLUDED."unread";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "notification_counts" AS "counts" SET
        "total" = "counts"."total" - "gone"."total",
        "unread" = "counts"."unread" - "gone"."unread"
      FROM (
        SELECT "user_id", coalesce("team_id", '') AS "team_key", count(*) AS "total",
          count(*) FILTER (WHERE "read_at" IS NULL) AS "unread"
        FROM "old_rows" GROUP BY 1, 2
      ) AS "gone"
      WHERE "counts"."user_id" = "gone"."user_id" AND "counts"."team_key" = "gone"."team_key";
  ELSE
    INSERT INTO "notification_counts" ("user_id", "team_key", "total", "unread")
      SELECT "user_id", "team_key", sum("total"), sum("unread") FROM (
        SELECT "user_id", coalesce("team_id", '') AS "team_key", 1 AS "total",
          ("read_at" IS NULL)::int AS "unread"
        FROM "new_rows"
        UNION ALL
        SELECT "user_id", coalesce("team_id", ''), -1, -(("read_at" IS NULL)::int)
        FROM "old_rows"
      ) AS "change" GROUP BY 1, 2
      ON CONFLICT ("user_id", "team_key") DO UPDATE SET
        "total" = "notification_counts"."total" + EXCLUDED."total",
        "unread" = "notification_counts"."unread" + EXCLUDED."unread";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_counts_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notification_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notification_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notification_counts_changed"();
--> statement-breakpoint
INSERT INTO "notification_counts" ("user_id", "team_key", "total", "unread")
  SELECT "user_id", coalesce("team_id", ''), count(*), count(*) FILTER (WHERE "read_at" IS NULL)
  FROM "notifications" GROUP BY 1, 2
  ON CONFLICT ("user_id", "team_key") DO UPDATE SET
    "total" = EXCLUDED."total", "unread" = EXCLUDED."unread";
