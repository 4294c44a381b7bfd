CREATE TABLE "hub_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"company_id" text NOT NULL,
	"route_id" text,
	"connection_id" text,
	"network_id" text,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"client_price" numeric(18, 6) NOT NULL,
	"client_currency" text NOT NULL,
	"vendor_cost" numeric(18, 6),
	"vendor_currency" text,
	"status" text DEFAULT 'accepted' NOT NULL,
	"error" text,
	"vendor_message_id" text,
	"wants_receipt" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hub_messages" ADD CONSTRAINT "hub_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_messages" ADD CONSTRAINT "hub_messages_endpoint_id_hub_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."hub_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_messages" ADD CONSTRAINT "hub_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_messages" ADD CONSTRAINT "hub_messages_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_messages" ADD CONSTRAINT "hub_messages_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_messages_team_idx" ON "hub_messages" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "hub_messages_vendor_idx" ON "hub_messages" USING btree ("vendor_message_id");--> statement-breakpoint
CREATE INDEX "hub_messages_company_idx" ON "hub_messages" USING btree ("company_id","created_at");