CREATE TABLE "contact_engagements" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"event" text NOT NULL,
	"campaign_id" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"phone" text NOT NULL,
	"country" text,
	"network" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"last_contacted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || phone || ' ' || coalesce(email, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rules" jsonb NOT NULL,
	"contact_count" integer,
	"counted_at" timestamp with time zone,
	"count_status" text DEFAULT 'queued' NOT NULL,
	"count_run" text NOT NULL,
	"count_processed" integer DEFAULT 0 NOT NULL,
	"count_total" integer DEFAULT 0 NOT NULL,
	"count_matched" integer DEFAULT 0 NOT NULL,
	"count_cursor" text,
	"count_started_at" timestamp with time zone,
	"count_finished_at" timestamp with time zone,
	"count_error" text,
	"count_claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_file_errors" (
	"data_file_id" text NOT NULL,
	"row" integer NOT NULL,
	"reason" text NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "data_file_errors_data_file_id_row_pk" PRIMARY KEY("data_file_id","row")
);
--> statement-breakpoint
CREATE TABLE "data_files" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"uploaded_by" text,
	"uploaded_by_name" text NOT NULL,
	"filename" text NOT NULL,
	"storage_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"row_count" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mapping" jsonb,
	"options" jsonb,
	"imported_by" text,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"error" text,
	"claimed_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"feed_id" text NOT NULL,
	"outcome" text NOT NULL,
	"rows" integer NOT NULL,
	"accepted" integer NOT NULL,
	"rejected" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"message" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_country" text,
	"contact_status" text DEFAULT 'active' NOT NULL,
	"key" text NOT NULL,
	"last_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_engagements" ADD CONSTRAINT "contact_engagements_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_engagements" ADD CONSTRAINT "contact_engagements_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_file_errors" ADD CONSTRAINT "data_file_errors_data_file_id_data_files_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."data_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_engagements_contact_idx" ON "contact_engagements" USING btree ("contact_id","event","occurred_at");--> statement-breakpoint
CREATE INDEX "contact_engagements_team_idx" ON "contact_engagements" USING btree ("team_id","event","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_team_phone_idx" ON "contacts" USING btree ("team_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_team_created_idx" ON "contacts" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_team_status_idx" ON "contacts" USING btree ("team_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_team_country_idx" ON "contacts" USING btree ("team_id","country","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_team_network_idx" ON "contacts" USING btree ("team_id","network","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_team_source_idx" ON "contacts" USING btree ("team_id","source","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_team_last_name_idx" ON "contacts" USING btree ("team_id","last_name","id");--> statement-breakpoint
CREATE INDEX "contacts_team_first_name_idx" ON "contacts" USING btree ("team_id","first_name","id");--> statement-breakpoint
CREATE INDEX "contacts_team_contacted_idx" ON "contacts" USING btree ("team_id","last_contacted_at","id");--> statement-breakpoint
CREATE INDEX "contacts_team_id_idx" ON "contacts" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "contacts_custom_fields_idx" ON "contacts" USING gin ("custom_fields" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_team_name_idx" ON "tags" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "segments_team_name_idx" ON "segments" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "segments_count_status_idx" ON "segments" USING btree ("count_status","count_claimed_until");--> statement-breakpoint
CREATE INDEX "data_files_team_created_idx" ON "data_files" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "data_files_status_idx" ON "data_files" USING btree ("status","claimed_until");--> statement-breakpoint
CREATE INDEX "feed_logs_team_received_idx" ON "feed_logs" USING btree ("team_id","received_at","id");--> statement-breakpoint
CREATE INDEX "feed_logs_feed_received_idx" ON "feed_logs" USING btree ("feed_id","received_at","id");--> statement-breakpoint
CREATE INDEX "feeds_team_name_idx" ON "feeds" USING btree ("team_id","name");