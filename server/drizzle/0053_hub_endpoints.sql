CREATE TABLE "hub_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"protocol" text NOT NULL,
	"system_id" text,
	"password_hash" text,
	"api_key_hash" text,
	"api_key_hint" text,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tps" integer NOT NULL,
	"routing_plan_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notice_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by_id" text,
	"sent_by_name" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"notice_days" integer NOT NULL,
	"prices" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_client_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"network_id" text,
	"country" text NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"effective_till" timestamp with time zone,
	"stage" text DEFAULT 'draft' NOT NULL,
	"notice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_client_rates_window_check" CHECK ("static_client_rates"."effective_till" is null or "static_client_rates"."effective_till" > "static_client_rates"."effective_from")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_endpoints" ADD CONSTRAINT "hub_endpoints_routing_plan_id_routing_plans_id_fk" FOREIGN KEY ("routing_plan_id") REFERENCES "public"."routing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_notices" ADD CONSTRAINT "rate_notices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_notices" ADD CONSTRAINT "rate_notices_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_notices" ADD CONSTRAINT "rate_notices_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_client_rates" ADD CONSTRAINT "static_client_rates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_client_rates" ADD CONSTRAINT "static_client_rates_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_client_rates" ADD CONSTRAINT "static_client_rates_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_client_rates" ADD CONSTRAINT "static_client_rates_notice_id_rate_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."rate_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hub_endpoints_team_name_idx" ON "hub_endpoints" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_endpoints_team_system_id_idx" ON "hub_endpoints" USING btree ("team_id","system_id") WHERE "hub_endpoints"."system_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hub_endpoints_api_key_idx" ON "hub_endpoints" USING btree ("api_key_hash") WHERE "hub_endpoints"."api_key_hash" is not null;--> statement-breakpoint
CREATE INDEX "hub_endpoints_company_idx" ON "hub_endpoints" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rate_notices_endpoint_idx" ON "rate_notices" USING btree ("endpoint_id","sent_at");--> statement-breakpoint
CREATE INDEX "static_client_rates_endpoint_idx" ON "static_client_rates" USING btree ("endpoint_id","network_id","country","effective_from");