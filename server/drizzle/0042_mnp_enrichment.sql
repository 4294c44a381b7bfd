CREATE TABLE "hlr_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"request_id" text,
	"e164" text NOT NULL,
	"country" text,
	"status" text NOT NULL,
	"ported" boolean,
	"mcc" text,
	"mnc" text,
	"network_id" text,
	"reachable" boolean,
	"error" text,
	"cost" numeric(18, 6),
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"looked_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mnp_answers" (
	"team_id" text NOT NULL,
	"e164" text NOT NULL,
	"country" text,
	"ported" boolean NOT NULL,
	"mcc" text NOT NULL,
	"mnc" text NOT NULL,
	"network_id" text,
	"reachable" boolean NOT NULL,
	"looked_up_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "mnp_answers_team_id_e164_pk" PRIMARY KEY("team_id","e164")
);
--> statement-breakpoint
CREATE TABLE "mnp_request_numbers" (
	"request_id" text NOT NULL,
	"e164" text NOT NULL,
	"country" text,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mnp_request_numbers_request_id_e164_pk" PRIMARY KEY("request_id","e164")
);
--> statement-breakpoint
CREATE TABLE "mnp_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"segment_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"cached" integer DEFAULT 0 NOT NULL,
	"looked_up" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"ported" integer DEFAULT 0 NOT NULL,
	"cost" numeric(18, 6) DEFAULT '0' NOT NULL,
	"error" text,
	"claimed_until" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hlr_logs" ADD CONSTRAINT "hlr_logs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hlr_logs" ADD CONSTRAINT "hlr_logs_request_id_mnp_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mnp_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hlr_logs" ADD CONSTRAINT "hlr_logs_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mnp_answers" ADD CONSTRAINT "mnp_answers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mnp_answers" ADD CONSTRAINT "mnp_answers_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mnp_request_numbers" ADD CONSTRAINT "mnp_request_numbers_request_id_mnp_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mnp_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mnp_requests" ADD CONSTRAINT "mnp_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mnp_requests" ADD CONSTRAINT "mnp_requests_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mnp_requests" ADD CONSTRAINT "mnp_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hlr_logs_team_looked_up_idx" ON "hlr_logs" USING btree ("team_id","looked_up_at");--> statement-breakpoint
CREATE INDEX "hlr_logs_request_idx" ON "hlr_logs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "mnp_answers_team_looked_up_idx" ON "mnp_answers" USING btree ("team_id","looked_up_at");--> statement-breakpoint
CREATE INDEX "mnp_request_numbers_pending_idx" ON "mnp_request_numbers" USING btree ("request_id","e164") WHERE not "mnp_request_numbers"."done";--> statement-breakpoint
CREATE INDEX "mnp_requests_team_created_idx" ON "mnp_requests" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "mnp_requests_status_idx" ON "mnp_requests" USING btree ("status");