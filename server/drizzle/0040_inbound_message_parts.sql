CREATE TABLE "inbound_message_parts" (
	"set_key" text NOT NULL,
	"part_index" integer NOT NULL,
	"total" integer NOT NULL,
	"carrier_message_id" text NOT NULL,
	"from_number" text NOT NULL,
	"from_numbering" text NOT NULL,
	"to_address" text NOT NULL,
	"data_coding" integer NOT NULL,
	"octets" "bytea" NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbound_message_parts_set_key_part_index_pk" PRIMARY KEY("set_key","part_index")
);
--> statement-breakpoint
CREATE INDEX "inbound_message_parts_received_idx" ON "inbound_message_parts" USING btree ("received_at");