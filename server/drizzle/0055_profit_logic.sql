CREATE TABLE "profit_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"client_id" text NOT NULL,
	"network_id" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profit_logic_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"profit_logic_id" text NOT NULL,
	"position" integer NOT NULL,
	"country" text,
	"network_id" text,
	"min_margin" numeric(18, 6),
	"max_loss" numeric(18, 6),
	"negative_margin" text NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"override_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profit_logics" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"client_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profit_alerts" ADD CONSTRAINT "profit_alerts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_alerts" ADD CONSTRAINT "profit_alerts_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_alerts" ADD CONSTRAINT "profit_alerts_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_logic_rules" ADD CONSTRAINT "profit_logic_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_logic_rules" ADD CONSTRAINT "profit_logic_rules_profit_logic_id_profit_logics_id_fk" FOREIGN KEY ("profit_logic_id") REFERENCES "public"."profit_logics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_logic_rules" ADD CONSTRAINT "profit_logic_rules_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_logics" ADD CONSTRAINT "profit_logics_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profit_alerts_once_idx" ON "profit_alerts" USING btree ("team_id","client_id","network_id","effective_from");--> statement-breakpoint
CREATE INDEX "profit_logic_rules_set_idx" ON "profit_logic_rules" USING btree ("profit_logic_id","position");--> statement-breakpoint
CREATE INDEX "profit_logics_team_idx" ON "profit_logics" USING btree ("team_id");