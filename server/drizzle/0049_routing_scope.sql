DROP INDEX "routing_plans_team_name_idx";--> statement-breakpoint
DROP INDEX "routing_plans_team_default_idx";--> statement-breakpoint
DROP INDEX "sms_routes_team_name_idx";--> statement-breakpoint
ALTER TABLE "routing_plans" ADD COLUMN "scope" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_routes" ADD COLUMN "scope" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_plans_team_name_idx" ON "routing_plans" USING btree ("team_id","scope","name");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_plans_team_default_idx" ON "routing_plans" USING btree ("team_id","scope") WHERE "routing_plans"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sms_routes_team_name_idx" ON "sms_routes" USING btree ("team_id","scope","name");