CREATE TABLE "feed_contacts" (
	"feed_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"team_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_contacts_pkey" PRIMARY KEY("feed_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "feed_contacts" ADD CONSTRAINT "feed_contacts_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_contacts" ADD CONSTRAINT "feed_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_contacts" ADD CONSTRAINT "feed_contacts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_contacts_contact_idx" ON "feed_contacts" USING btree ("contact_id");