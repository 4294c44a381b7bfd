CREATE TABLE "notification_counts" (
	"user_id" text NOT NULL,
	"team_key" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"unread" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counts_user_id_team_key_pk" PRIMARY KEY("user_id","team_key")
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;