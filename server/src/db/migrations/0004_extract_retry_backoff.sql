DROP INDEX "transactions_tx_id_lower_idx";--> statement-breakpoint
ALTER TABLE "registry_extract_jobs" ADD COLUMN "run_after" timestamp with time zone DEFAULT now() NOT NULL;