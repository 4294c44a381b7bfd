CREATE TABLE "routing_settings" (
	"team_id" text NOT NULL,
	"scope" text NOT NULL,
	"default_currency" text,
	"mail_in_allowed_senders" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_settings_team_id_scope_pk" PRIMARY KEY("team_id","scope")
);
--> statement-breakpoint
DROP INDEX "routing_plans_team_name_idx";--> statement-breakpoint
DROP INDEX "routing_plans_team_default_idx";--> statement-breakpoint
DROP INDEX "sms_routes_team_name_idx";--> statement-breakpoint
ALTER TABLE "routing_plans" ADD COLUMN "scope" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "scope" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "routing_settings" ADD CONSTRAINT "routing_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_plans_team_name_idx" ON "routing_plans" USING btree ("team_id","scope","name");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_plans_team_default_idx" ON "routing_plans" USING btree ("team_id","scope") WHERE "routing_plans"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sms_routes_team_name_idx" ON "sms_routes" USING btree ("team_id","scope","name");