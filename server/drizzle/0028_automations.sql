CREATE TABLE "automation_journey_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"journey_id" text NOT NULL,
	"automation_id" text NOT NULL,
	"version" integer NOT NULL,
	"node_id" text NOT NULL,
	"outcome" text NOT NULL,
	"edge_id" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "automation_journeys" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"automation_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"version" integer NOT NULL,
	"node_id" text NOT NULL,
	"state" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"node_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wake_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "automation_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"automation_id" text NOT NULL,
	"version" integer NOT NULL,
	"graph" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" text,
	"published_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"scope" text DEFAULT 'campaigns' NOT NULL,
	"graph" jsonb NOT NULL,
	"allow_reentry" boolean DEFAULT false NOT NULL,
	"version" integer,
	"published_at" timestamp with time zone,
	"published_by_id" text,
	"published_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_journey_steps" ADD CONSTRAINT "automation_journey_steps_journey_id_automation_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."automation_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_journey_steps" ADD CONSTRAINT "automation_journey_steps_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_journeys" ADD CONSTRAINT "automation_journeys_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_journeys" ADD CONSTRAINT "automation_journeys_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_journeys" ADD CONSTRAINT "automation_journeys_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_journey_steps_automation_idx" ON "automation_journey_steps" USING btree ("automation_id","version","entered_at");--> statement-breakpoint
CREATE INDEX "automation_journeys_automation_state_idx" ON "automation_journeys" USING btree ("automation_id","state");--> statement-breakpoint
CREATE INDEX "automation_journeys_contact_idx" ON "automation_journeys" USING btree ("contact_id","automation_id");--> statement-breakpoint
CREATE INDEX "automation_journeys_wake_idx" ON "automation_journeys" USING btree ("wake_at") WHERE "automation_journeys"."state" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "automation_versions_automation_version_idx" ON "automation_versions" USING btree ("automation_id","version");--> statement-breakpoint
CREATE INDEX "automations_team_scope_updated_idx" ON "automations" USING btree ("team_id","scope","updated_at");