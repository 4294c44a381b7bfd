CREATE TABLE "voice_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"voice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"campaign_id" text,
	"run" integer DEFAULT 0 NOT NULL,
	"contact_id" text,
	"direction" text DEFAULT 'outbound' NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"agent_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"provider_call_id" text,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"cost" text DEFAULT '0.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_campaign_events" (
	"campaign_id" text NOT NULL,
	"seq" integer NOT NULL,
	"event" jsonb NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_campaign_events_pkey" PRIMARY KEY("campaign_id","seq")
);
--> statement-breakpoint
CREATE TABLE "voice_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"agent_id" text,
	"caller_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targets" jsonb NOT NULL,
	"call_window" jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"max_concurrent_calls" integer DEFAULT 1 NOT NULL,
	"retry" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lifecycle" jsonb DEFAULT '{"delivery":"draft","recurrence":"none","feed":"none"}'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"expanded_run" integer DEFAULT 0 NOT NULL,
	"stats" jsonb DEFAULT '{"calls":0,"answered":0,"completed":0,"failed":0,"voicemail":0,"minutes":0,"cost":"0.00"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_agents" ADD CONSTRAINT "voice_agents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_campaign_id_voice_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voice_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_campaign_events" ADD CONSTRAINT "voice_campaign_events_campaign_id_voice_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voice_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_campaign_events" ADD CONSTRAINT "voice_campaign_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_campaigns" ADD CONSTRAINT "voice_campaigns_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_campaigns" ADD CONSTRAINT "voice_campaigns_agent_id_voice_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."voice_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_agents_team_name_idx" ON "voice_agents" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_calls_attempt_idx" ON "voice_calls" USING btree ("campaign_id","run","contact_id","attempt");--> statement-breakpoint
CREATE INDEX "voice_calls_provider_idx" ON "voice_calls" USING btree ("provider_call_id");--> statement-breakpoint
CREATE INDEX "voice_calls_campaign_status_idx" ON "voice_calls" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "voice_calls_campaign_created_idx" ON "voice_calls" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_calls_due_idx" ON "voice_calls" USING btree ("campaign_id","not_before") WHERE "voice_calls"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "voice_campaigns_team_created_idx" ON "voice_campaigns" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "voice_campaigns_team_status_idx" ON "voice_campaigns" USING btree ("team_id","status","created_at");--> statement-breakpoint
CREATE INDEX "voice_campaigns_status_idx" ON "voice_campaigns" USING btree ("status","next_run_at");