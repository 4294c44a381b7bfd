CREATE TABLE "automation_webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"automation_id" text NOT NULL,
	"step_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"url" text NOT NULL,
	"status" integer,
	"error" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "automation_journeys_wake_idx";--> statement-breakpoint
ALTER TABLE "campaign_messages" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_journey_steps" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_journey_steps" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "automation_journey_steps" ADD COLUMN "error_words" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD COLUMN "automation_id" text;--> statement-breakpoint
ALTER TABLE "automation_webhook_attempts" ADD CONSTRAINT "automation_webhook_attempts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_webhook_attempts" ADD CONSTRAINT "automation_webhook_attempts_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_webhook_attempts" ADD CONSTRAINT "automation_webhook_attempts_step_id_automation_journey_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."automation_journey_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_webhook_attempts_step_idx" ON "automation_webhook_attempts" USING btree ("step_id");--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_journey_steps_open_idx" ON "automation_journey_steps" USING btree ("journey_id") WHERE "automation_journey_steps"."left_at" is null;--> statement-breakpoint
CREATE INDEX "automation_journeys_due_idx" ON "automation_journeys" USING btree ("wake_at") WHERE "automation_journeys"."state" in ('running', 'waiting');--> statement-breakpoint
CREATE UNIQUE INDEX "automation_journeys_inside_idx" ON "automation_journeys" USING btree ("automation_id","contact_id") WHERE "automation_journeys"."state" in ('running', 'waiting');