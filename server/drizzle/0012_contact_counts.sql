CREATE TABLE "contact_counts" (
	"team_id" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"country" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_counts_team_id_status_source_country_pk" PRIMARY KEY("team_id","status","source","country")
);
--> statement-breakpoint
ALTER TABLE "contact_counts" ADD CONSTRAINT "contact_counts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;