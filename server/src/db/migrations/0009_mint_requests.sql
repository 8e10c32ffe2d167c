-- Mint requests recorded through the API, with their amount in whole base units (numeric: exact at any size), so a
-- mint's limit (total supply - minted - pending) reads a few rows per asset instead of the asset's whole history.
CREATE TABLE "mint_requests" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"tokenized_asset_id" uuid NOT NULL,
	"base_units" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mint_requests" ADD CONSTRAINT "mint_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mint_requests" ADD CONSTRAINT "mint_requests_tokenized_asset_id_tokenized_assets_id_fk" FOREIGN KEY ("tokenized_asset_id") REFERENCES "public"."tokenized_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mint_requests_asset_idx" ON "mint_requests" USING btree ("institution_id","tokenized_asset_id");--> statement-breakpoint
-- Mints already requested: the API's TxAsset transactions are its mint requests, and the ledger tracks (or tracked)
-- exactly those; imported history (seeded, demo) it never tracked stays out.
INSERT INTO "mint_requests" ("transaction_id", "institution_id", "tokenized_asset_id", "base_units")
  SELECT t."id", t."institution_id", t."tokenized_asset_id", ceil(t."amount")::numeric
  FROM "transactions" t
  JOIN "tokenized_assets" a ON a."id" = t."tokenized_asset_id"
  WHERE t."tx_action" = 'TxAsset' AND t."amount" > 0
    AND (t."ledger_check_at" IS NOT NULL OR EXISTS (SELECT 1 FROM "transaction_transitions" tt WHERE tt."transaction_id" = t."id"));
