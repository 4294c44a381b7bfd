ALTER TABLE "campaign_messages" ADD COLUMN "error_words" jsonb;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD COLUMN "failure_words" jsonb;--> statement-breakpoint
ALTER TABLE "voice_campaigns" ADD COLUMN "failure_words" jsonb;