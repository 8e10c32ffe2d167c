CREATE TABLE "transaction_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"adapter" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Existing rows stay untracked history (null); only transactions created from now on are due at once.
ALTER TABLE "transactions" ADD COLUMN "ledger_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "ledger_check_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "transaction_transitions" ADD CONSTRAINT "transaction_transitions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_transitions_tx_idx" ON "transaction_transitions" USING btree ("transaction_id","at");--> statement-breakpoint
CREATE INDEX "transactions_ledger_due_idx" ON "transactions" USING btree ("ledger_check_at") WHERE "transactions"."ledger_check_at" is not null;--> statement-breakpoint
-- Free-text search (ILIKE '%text%' over id, unit, addresses and note) through one trigram index on the same expression
-- the query uses; pg_trgm is a trusted extension (PostgreSQL 13+) and ships with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "transactions_search_trgm_idx" ON "transactions" USING gin ((
  "tx_id" || chr(31) || coalesce("unit_name", '') || chr(31) || coalesce("from_address", '') || chr(31) || coalesce("to_address", '') || chr(31) || coalesce("note", '')
) gin_trgm_ops);
