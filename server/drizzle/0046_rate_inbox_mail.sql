CREATE TABLE "rate_inbox_mail" (
	"route_id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"token" text NOT NULL,
	"allowed_senders" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_inbox_mail" ADD CONSTRAINT "rate_inbox_mail_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_inbox_mail" ADD CONSTRAINT "rate_inbox_mail_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_inbox_mail_token_idx" ON "rate_inbox_mail" USING btree ("token");