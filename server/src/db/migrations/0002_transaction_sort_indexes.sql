DROP INDEX "transactions_institution_created_idx";--> statement-breakpoint
DROP INDEX "transactions_institution_status_created_idx";--> statement-breakpoint
DROP INDEX "transactions_institution_action_created_idx";--> statement-breakpoint
DROP INDEX "transactions_institution_chain_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_institution_created_idx" ON "transactions" USING btree ("institution_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_institution_status_created_idx" ON "transactions" USING btree ("institution_id","tx_status","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_institution_action_created_idx" ON "transactions" USING btree ("institution_id","tx_action","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_institution_chain_created_idx" ON "transactions" USING btree ("institution_id","blockchain","created_at","id");