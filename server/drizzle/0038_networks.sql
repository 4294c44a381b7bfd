CREATE TABLE "network_prefixes" (
	"team_id" text NOT NULL,
	"prefix" text NOT NULL,
	"network_id" text NOT NULL,
	CONSTRAINT "network_prefixes_team_id_prefix_pk" PRIMARY KEY("team_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"mcc" text NOT NULL,
	"mnc" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"prefixes" text[] DEFAULT '{}' NOT NULL,
	"from_reference" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_prefixes" ADD CONSTRAINT "network_prefixes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_prefixes" ADD CONSTRAINT "network_prefixes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_prefixes_network_idx" ON "network_prefixes" USING btree ("network_id");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_team_code_idx" ON "networks" USING btree ("team_id","mcc","mnc");--> statement-breakpoint
CREATE INDEX "networks_team_country_idx" ON "networks" USING btree ("team_id","country","mcc");