CREATE TABLE "rate_parser_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"vendor_name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"sheet_name" text,
	"sheet_index" integer DEFAULT 0 NOT NULL,
	"header_row" integer DEFAULT 1 NOT NULL,
	"date_format" text NOT NULL,
	"time_zone" text NOT NULL,
	"mode" text NOT NULL,
	"default_currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_sheet_rows" (
	"sheet_id" text NOT NULL,
	"position" integer NOT NULL,
	"row_number" integer,
	"network_id" text,
	"country" text,
	"label" text DEFAULT '' NOT NULL,
	"old_price" numeric(18, 6),
	"new_price" numeric(18, 6),
	"currency" text,
	"effective_from" timestamp with time zone,
	"kind" text NOT NULL,
	"vendor_flag" text,
	"reason" jsonb,
	CONSTRAINT "rate_sheet_rows_sheet_id_position_pk" PRIMARY KEY("sheet_id","position")
);
--> statement-breakpoint
CREATE TABLE "rate_sheets" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"route_id" text NOT NULL,
	"profile_id" text,
	"filename" text NOT NULL,
	"kind" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"uploaded_by" text,
	"status" text DEFAULT 'received' NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"summary" jsonb,
	"claimed_until" timestamp with time zone,
	"parsed_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_parser_profiles" ADD CONSTRAINT "rate_parser_profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_rows" ADD CONSTRAINT "rate_sheet_rows_sheet_id_rate_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."rate_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_rows" ADD CONSTRAINT "rate_sheet_rows_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD CONSTRAINT "rate_sheets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD CONSTRAINT "rate_sheets_route_id_sms_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sms_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD CONSTRAINT "rate_sheets_profile_id_rate_parser_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rate_parser_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD CONSTRAINT "rate_sheets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_parser_profiles_team_vendor_idx" ON "rate_parser_profiles" USING btree ("team_id","vendor_name");--> statement-breakpoint
CREATE INDEX "rate_sheet_rows_kind_idx" ON "rate_sheet_rows" USING btree ("sheet_id","kind","position");--> statement-breakpoint
CREATE INDEX "rate_sheets_team_created_idx" ON "rate_sheets" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_sheets_status_idx" ON "rate_sheets" USING btree ("status","claimed_until");