ALTER TABLE "sms_campaigns" ALTER COLUMN "stats" SET DEFAULT '{"queued":0,"sent":0,"delivered":0,"failed":0,"cancelled":0,"rejected":0,"clicked":0,"replied":0,"cost":"0.00","revenue":"0.00"}'::jsonb;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "subject_label_words" jsonb;--> statement-breakpoint
ALTER TABLE "data_file_errors" ADD COLUMN "reason_words" jsonb;--> statement-breakpoint
ALTER TABLE "data_files" ADD COLUMN "error_words" jsonb;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD COLUMN "message_words" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "words" jsonb;