DROP INDEX "campaign_messages_carrier_id_idx";--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD COLUMN "connection_id" text;--> statement-breakpoint
ALTER TABLE "smpp_connections" ADD COLUMN "session_status" jsonb;--> statement-breakpoint
CREATE INDEX "campaign_messages_carrier_connection_idx" ON "campaign_messages" USING btree ("carrier_message_id",coalesce("connection_id", ''));--> statement-breakpoint
-- Messages still waiting for their receipt keep the connection their route had (their receipts now match on it).
UPDATE "campaign_messages" AS m SET "connection_id" = r."connection_id" FROM "sms_routes" AS r WHERE m."route_id" = r."id" AND m."status" = 'submitted' AND r."connection_id" IS NOT NULL;
