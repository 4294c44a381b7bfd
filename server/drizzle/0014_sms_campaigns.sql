CREATE TABLE "campaign_events" (
	"campaign_id" text NOT NULL,
	"seq" integer NOT NULL,
	"event" jsonb NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_pkey" PRIMARY KEY("campaign_id","seq")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"payout" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sender_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"value" text NOT NULL,
	"kind" text NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"targets" jsonb NOT NULL,
	"sender_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_id" text,
	"tracking_domain" text,
	"routing_plan_id" text,
	"schedule" jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"throttle_per_minute" integer,
	"quiet_hours" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"lifecycle" jsonb DEFAULT '{"delivery":"draft","recurrence":"none","feed":"none"}'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"stats" jsonb DEFAULT '{"queued":0,"sent":0,"delivered":0,"failed":0,"clicked":0,"replied":0,"cost":"0.00","revenue":"0.00"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text,
	"body" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_ids" ADD CONSTRAINT "sender_ids_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_texts" ADD CONSTRAINT "sms_texts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_team_name_idx" ON "offers" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sender_ids_team_value_idx" ON "sender_ids" USING btree ("team_id","value");--> statement-breakpoint
CREATE INDEX "sms_campaigns_team_created_idx" ON "sms_campaigns" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_campaigns_team_status_idx" ON "sms_campaigns" USING btree ("team_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sms_campaigns_team_name_idx" ON "sms_campaigns" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "sms_texts_team_created_idx" ON "sms_texts" USING btree ("team_id","created_at");