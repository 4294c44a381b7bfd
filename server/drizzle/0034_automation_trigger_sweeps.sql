CREATE TABLE "automation_segment_members" (
	"automation_id" text NOT NULL,
	"contact_id" text NOT NULL,
	CONSTRAINT "automation_segment_members_automation_id_contact_id_pk" PRIMARY KEY("automation_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "automation_trigger_sweeps" (
	"automation_id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"event" text NOT NULL,
	"settings" jsonb NOT NULL,
	"primed" boolean DEFAULT false NOT NULL,
	"cursor" text,
	"next_pass_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"changed_id" text,
	"swept_until" timestamp with time zone,
	"window_until" timestamp with time zone,
	"swept_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_segment_members" ADD CONSTRAINT "automation_segment_members_automation_id_automation_trigger_sweeps_automation_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automation_trigger_sweeps"("automation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_segment_members" ADD CONSTRAINT "automation_segment_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_trigger_sweeps" ADD CONSTRAINT "automation_trigger_sweeps_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_trigger_sweeps" ADD CONSTRAINT "automation_trigger_sweeps_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_segment_members_contact_idx" ON "automation_segment_members" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "automation_trigger_sweeps_swept_idx" ON "automation_trigger_sweeps" USING btree ("swept_at");--> statement-breakpoint
CREATE INDEX "contacts_team_updated_idx" ON "contacts" USING btree ("team_id","updated_at","id");