CREATE TABLE "event_payloads" (
	"id" text PRIMARY KEY NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_payloads_created_idx" ON "event_payloads" USING btree ("created_at");