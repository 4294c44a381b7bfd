CREATE TABLE "automation_webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"automation_id" text NOT NULL,
	"journey_id" text NOT NULL,
	"step_id" text NOT NULL,
	"url" text NOT NULL,
	"body" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_webhook_attempts" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "automation_webhook_deliveries" ADD CONSTRAINT "automation_webhook_deliveries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_webhook_deliveries" ADD CONSTRAINT "automation_webhook_deliveries_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_webhook_deliveries" ADD CONSTRAINT "automation_webhook_deliveries_journey_id_automation_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."automation_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_webhook_deliveries" ADD CONSTRAINT "automation_webhook_deliveries_step_id_automation_journey_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."automation_journey_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_webhook_deliveries_step_idx" ON "automation_webhook_deliveries" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_webhook_deliveries_key_idx" ON "automation_webhook_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "automation_webhook_deliveries_due_idx" ON "automation_webhook_deliveries" USING btree ("next_attempt_at") WHERE "automation_webhook_deliveries"."status" = 'pending';