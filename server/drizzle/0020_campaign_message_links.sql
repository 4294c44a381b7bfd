ALTER TABLE "campaign_messages" ADD COLUMN "link_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_link_code_idx" ON "campaign_messages" USING btree ("link_code");