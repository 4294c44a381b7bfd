-- The campaign reports (server/src/domain/campaigns/reports) read a team's messages queued in a
-- period and only these columns: with them in the index the read is an index-only scan, in
-- queued order, instead of a visit to every heap page holding one of the team's rows among
-- other teams' (INCLUDE is written here because Drizzle's index builder has no such option).
CREATE INDEX "campaign_messages_report_idx" ON "campaign_messages" USING btree ("team_id", "queued_at") INCLUDE ("campaign_id", "submitted_at", "delivered_at", "failed_at", "clicked_at", "replied_at", "cost", "price");
