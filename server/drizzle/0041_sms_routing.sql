CREATE TABLE "routing_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_rule_routes" (
	"rule_id" text NOT NULL,
	"route_id" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"failover_position" integer NOT NULL,
	CONSTRAINT "routing_rule_routes_rule_id_route_id_pk" PRIMARY KEY("rule_id","route_id")
);
--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"network_ids" text[] DEFAULT '{}' NOT NULL,
	"sender_pattern" text,
	"clients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text DEFAULT 'weighted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_routes" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_company_id" text,
	"connection_id" text,
	"sender_handling" text DEFAULT 'keep' NOT NULL,
	"sender_pool" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"route_id" text NOT NULL,
	"network_id" text,
	"country" text NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"effective_till" timestamp with time zone,
	"sheet_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_rates_window_check" CHECK ("vendor_rates"."effective_till" is null or "vendor_rates"."effective_till" > "vendor_rates"."effective_from")
);
--> statement-breakpoint
ALTER TABLE "routing_plans" ADD CONSTRAINT "routing_plans_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rule_routes" ADD CONSTRAINT "routing_rule_routes_rule_id_routing_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."routing_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rule_routes" ADD CONSTRAINT "routing_rule_routes_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_plan_id_routing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."routing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD CONSTRAINT "sms_routes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD CONSTRAINT "sms_routes_connection_id_smpp_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."smpp_connections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rates" ADD CONSTRAINT "vendor_rates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rates" ADD CONSTRAINT "vendor_rates_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rates" ADD CONSTRAINT "vendor_rates_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_plans_team_name_idx" ON "routing_plans" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_plans_team_default_idx" ON "routing_plans" USING btree ("team_id") WHERE "routing_plans"."is_default";--> statement-breakpoint
CREATE INDEX "routing_rule_routes_route_idx" ON "routing_rule_routes" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "routing_rules_plan_position_idx" ON "routing_rules" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_routes_team_name_idx" ON "sms_routes" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "sms_routes_connection_idx" ON "sms_routes" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "vendor_rates_route_network_idx" ON "vendor_rates" USING btree ("route_id","network_id","effective_from");--> statement-breakpoint
CREATE INDEX "vendor_rates_route_country_idx" ON "vendor_rates" USING btree ("route_id","country","effective_from");--> statement-breakpoint
CREATE INDEX "vendor_rates_team_from_idx" ON "vendor_rates" USING btree ("team_id","effective_from");