CREATE TABLE "routing_settings" (
	"team_id" text NOT NULL,
	"scope" text NOT NULL,
	"default_currency" text,
	"mail_in_allowed_senders" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_settings_team_id_scope_pk" PRIMARY KEY("team_id","scope")
);
--> statement-breakpoint
ALTER TABLE "routing_settings" ADD CONSTRAINT "routing_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;