CREATE TABLE "campaign_runs" (
	"campaign_id" text NOT NULL,
	"run" integer NOT NULL,
	"team_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expanded_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaign_runs_pkey" PRIMARY KEY("campaign_id","run")
);
--> statement-breakpoint
ALTER TABLE "campaign_runs" ADD CONSTRAINT "campaign_runs_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_runs" ADD CONSTRAINT "campaign_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;