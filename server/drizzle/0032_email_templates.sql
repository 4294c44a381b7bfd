CREATE TABLE "email_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"automation_id" text,
	"contact_id" text,
	"template_id" text,
	"submit_key" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"format" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD COLUMN "automation_id" text;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD COLUMN "automation_step_id" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_sends_submit_key_idx" ON "email_sends" USING btree ("submit_key");--> statement-breakpoint
CREATE INDEX "email_sends_status_idx" ON "email_sends" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "email_templates_team_created_idx" ON "email_templates" USING btree ("team_id","created_at");--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_key_unique" UNIQUE("key");--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_automation_step_id_unique" UNIQUE("automation_step_id");