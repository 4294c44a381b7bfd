CREATE TABLE "company_balance_checkers" (
	"team_id" text NOT NULL,
	"company_id" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reader" text NOT NULL,
	"reader_expression" text NOT NULL,
	"currency" text NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reported_balance" numeric(20, 6),
	"reported_at" timestamp with time zone,
	"last_error" jsonb,
	"last_attempt_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_balance_checkers_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_balance_checkers" ADD CONSTRAINT "company_balance_checkers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_balance_checkers" ADD CONSTRAINT "company_balance_checkers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_balance_checkers_due_idx" ON "company_balance_checkers" USING btree ("next_sync_at");