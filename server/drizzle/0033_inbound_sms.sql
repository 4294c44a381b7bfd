CREATE TABLE "inbound_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text,
	"contact_id" text,
	"conversation_message_id" text,
	"carrier_message_id" text NOT NULL,
	"from_number" text NOT NULL,
	"to_address" text NOT NULL,
	"text" text NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_carrier_id_idx" ON "inbound_messages" USING btree ("carrier_message_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_contact_idx" ON "inbound_messages" USING btree ("contact_id","received_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_team_idx" ON "inbound_messages" USING btree ("team_id","received_at");--> statement-breakpoint
CREATE INDEX "campaign_messages_phone_sent_idx" ON "campaign_messages" USING btree ("phone","submitted_at");