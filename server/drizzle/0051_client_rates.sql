CREATE TABLE "client_rate_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"client_ids" text[] DEFAULT '{}' NOT NULL,
	"country" text,
	"network_id" text,
	"kind" text NOT NULL,
	"markup_percent" numeric(10, 4) DEFAULT '0' NOT NULL,
	"add_fixed" numeric(18, 6) DEFAULT '0' NOT NULL,
	"min_margin" numeric(18, 6),
	"decimals" integer,
	"fixed_price" numeric(18, 6),
	"currency" text,
	"effective_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_rate_settings" (
	"team_id" text PRIMARY KEY NOT NULL,
	"cost_basis" text NOT NULL,
	"plan_id" text,
	"default_decimals" integer NOT NULL,
	"rounding" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_rate_rules" ADD CONSTRAINT "client_rate_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rate_rules" ADD CONSTRAINT "client_rate_rules_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rate_settings" ADD CONSTRAINT "client_rate_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rate_settings" ADD CONSTRAINT "client_rate_settings_plan_id_routing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."routing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_rate_rules_team_position_idx" ON "client_rate_rules" USING btree ("team_id","position");