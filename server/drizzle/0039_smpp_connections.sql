CREATE TABLE "smpp_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"kind" text DEFAULT 'smpp' NOT NULL,
	"name" text NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"port" integer DEFAULT 2775 NOT NULL,
	"tls" boolean DEFAULT false NOT NULL,
	"system_id" text DEFAULT '' NOT NULL,
	"password_sealed" text,
	"system_type" text DEFAULT '' NOT NULL,
	"bind_mode" text DEFAULT 'transceiver' NOT NULL,
	"tps" integer DEFAULT 50 NOT NULL,
	"window" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'connecting' NOT NULL,
	"status_error" text,
	"status_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smpp_connections" ADD CONSTRAINT "smpp_connections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smpp_connections_team_name_idx" ON "smpp_connections" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "smpp_connections_team_simulator_idx" ON "smpp_connections" USING btree ("team_id") WHERE "smpp_connections"."kind" = 'simulator';--> statement-breakpoint
-- Every team has the local simulator as a connection, its default: made with the team (by this
-- trigger, whichever code path creates it) and for the teams that exist already.
CREATE FUNCTION "smpp_connections_add_simulator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "smpp_connections" ("id", "team_id", "kind", "name", "status", "status_since")
	VALUES (gen_random_uuid()::text, NEW."id", 'simulator', 'Local simulator', 'bound', now())
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teams_add_simulator_connection" AFTER INSERT ON "teams"
	FOR EACH ROW EXECUTE FUNCTION "smpp_connections_add_simulator"();--> statement-breakpoint
INSERT INTO "smpp_connections" ("id", "team_id", "kind", "name", "status", "status_since")
SELECT gen_random_uuid()::text, "id", 'simulator', 'Local simulator', 'bound', now() FROM "teams";
