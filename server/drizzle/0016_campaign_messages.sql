CREATE TABLE "campaign_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"run" integer NOT NULL,
	"contact_id" text,
	"phone" text NOT NULL,
	"country" text,
	"network" text,
	"sender_id" text NOT NULL,
	"text_id" text,
	"body" text NOT NULL,
	"parts" integer DEFAULT 1 NOT NULL,
	"route_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"submit_key" text NOT NULL,
	"carrier_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"cost" text,
	"price" text,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_run_contact_idx" ON "campaign_messages" USING btree ("campaign_id","run","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_submit_key_idx" ON "campaign_messages" USING btree ("submit_key");--> statement-breakpoint
CREATE INDEX "campaign_messages_carrier_id_idx" ON "campaign_messages" USING btree ("carrier_message_id");--> statement-breakpoint
CREATE INDEX "campaign_messages_due_idx" ON "campaign_messages" USING btree ("not_before") WHERE "campaign_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "campaign_messages_campaign_status_idx" ON "campaign_messages" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_messages_team_queued_idx" ON "campaign_messages" USING btree ("team_id","queued_at");