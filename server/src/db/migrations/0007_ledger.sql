CREATE TABLE "transaction_counts" (
	"institution_id" uuid NOT NULL,
	"tx_status" text NOT NULL,
	"tx_action" text NOT NULL,
	"blockchain" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "transaction_counts_institution_id_tx_status_tx_action_blockchain_pk" PRIMARY KEY("institution_id","tx_status","tx_action","blockchain")
);
--> statement-breakpoint
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
CREATE INDEX "transactions_institution_amount_desc_idx" ON "transactions" USING btree ("institution_id","amount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_institution_amount_asc_idx" ON "transactions" USING btree ("institution_id","amount","id");--> statement-breakpoint
CREATE INDEX "transactions_institution_unit_desc_idx" ON "transactions" USING btree ("institution_id","unit_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_institution_unit_asc_idx" ON "transactions" USING btree ("institution_id","unit_name","id");--> statement-breakpoint
CREATE INDEX "transactions_institution_updated_idx" ON "transactions" USING btree ("institution_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "transactions_institution_txid_idx" ON "transactions" USING btree ("institution_id","tx_id","id");--> statement-breakpoint
-- Free-text search (ILIKE '%text%' over id, unit, addresses and note) through one trigram index on the same expression
-- the query uses; pg_trgm is a trusted extension (PostgreSQL 13+) and ships with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "transactions_search_trgm_idx" ON "transactions" USING gin ((
  "tx_id" || chr(31) || coalesce("unit_name", '') || chr(31) || coalesce("from_address", '') || chr(31) || coalesce("to_address", '') || chr(31) || coalesce("note", '')
) gin_trgm_ops);--> statement-breakpoint
-- Exact counts per institution, status, action and chain, kept by statement-level triggers with transition tables
-- (one grouped upsert per statement, so a bulk insert of a million rows costs one pass, not a million upserts).
CREATE FUNCTION "transaction_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_counts (institution_id, tx_status, tx_action, blockchain, n)
    SELECT institution_id, tx_status, tx_action, blockchain, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (institution_id, tx_status, tx_action, blockchain) DO UPDATE SET n = transaction_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "transaction_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transaction_counts c SET n = c.n - o.n
    FROM (SELECT institution_id, tx_status, tx_action, blockchain, count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) o
    WHERE c.institution_id = o.institution_id AND c.tx_status = o.tx_status AND c.tx_action = o.tx_action AND c.blockchain = o.blockchain;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "transaction_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transaction_counts c SET n = c.n - o.n
    FROM (SELECT institution_id, tx_status, tx_action, blockchain, count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) o
    WHERE c.institution_id = o.institution_id AND c.tx_status = o.tx_status AND c.tx_action = o.tx_action AND c.blockchain = o.blockchain;
  INSERT INTO transaction_counts (institution_id, tx_status, tx_action, blockchain, n)
    SELECT institution_id, tx_status, tx_action, blockchain, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (institution_id, tx_status, tx_action, blockchain) DO UPDATE SET n = transaction_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transactions_count_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_add();--> statement-breakpoint
CREATE TRIGGER "transactions_count_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_remove();--> statement-breakpoint
CREATE TRIGGER "transactions_count_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_move();--> statement-breakpoint
INSERT INTO "transaction_counts" ("institution_id", "tx_status", "tx_action", "blockchain", "n")
  SELECT "institution_id", "tx_status", "tx_action", "blockchain", count(*) FROM "transactions" GROUP BY 1, 2, 3, 4;
