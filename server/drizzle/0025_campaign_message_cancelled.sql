ALTER TABLE "sms_campaigns" ALTER COLUMN "stats" SET DEFAULT '{"queued":0,"sent":0,"delivered":0,"failed":0,"cancelled":0,"clicked":0,"replied":0,"cost":"0.00","revenue":"0.00"}'::jsonb;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- The reports count cancelled messages too: the report index (0021) carries the new column so
-- the read stays an index-only scan.
DROP INDEX "campaign_messages_report_idx";--> statement-breakpoint
CREATE INDEX "campaign_messages_report_idx" ON "campaign_messages" USING btree ("team_id", "queued_at") INCLUDE ("campaign_id", "submitted_at", "delivered_at", "failed_at", "cancelled_at", "clicked_at", "replied_at", "cost", "price");
