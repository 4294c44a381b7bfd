CREATE TABLE "contact_facets" (
	"team_id" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"country" text NOT NULL,
	"network" text NOT NULL,
	"tags" text[] NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_facets_team_id_status_source_country_network_tags_pk" PRIMARY KEY("team_id","status","source","country","network","tags")
);
--> statement-breakpoint
ALTER TABLE "contact_facets" ADD CONSTRAINT "contact_facets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;