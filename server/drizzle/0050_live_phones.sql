CREATE TABLE "live_phones" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"country" text,
	"active" boolean DEFAULT true NOT NULL,
	"token" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_received_sms" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"phone_id" text NOT NULL,
	"test_id" text,
	"from" text NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_status_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"position" bigserial NOT NULL,
	"team_id" text NOT NULL,
	"phone_id" text NOT NULL,
	"test_id" text,
	"step" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"phone_id" text NOT NULL,
	"route_id" text,
	"route_name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"connection_id" text NOT NULL,
	"code" text NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"message_id" text,
	"receipt_status" text,
	"received_from" text,
	"received_text" text,
	"received_at" timestamp with time zone,
	"verdict" text DEFAULT 'pending' NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_phones" ADD CONSTRAINT "live_phones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_received_sms" ADD CONSTRAINT "live_received_sms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_received_sms" ADD CONSTRAINT "live_received_sms_phone_id_live_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."live_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_received_sms" ADD CONSTRAINT "live_received_sms_test_id_live_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."live_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_status_logs" ADD CONSTRAINT "live_status_logs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_status_logs" ADD CONSTRAINT "live_status_logs_phone_id_live_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."live_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_status_logs" ADD CONSTRAINT "live_status_logs_test_id_live_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."live_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_phone_id_live_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."live_phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_phones_team_number_idx" ON "live_phones" USING btree ("team_id","phone_number");--> statement-breakpoint
CREATE INDEX "live_received_sms_phone_idx" ON "live_received_sms" USING btree ("phone_id","reported_at");--> statement-breakpoint
CREATE INDEX "live_status_logs_phone_idx" ON "live_status_logs" USING btree ("phone_id","position");--> statement-breakpoint
CREATE INDEX "live_tests_team_created_idx" ON "live_tests" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "live_tests_receipt_idx" ON "live_tests" USING btree ("connection_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_tests_phone_code_idx" ON "live_tests" USING btree ("phone_id","code");