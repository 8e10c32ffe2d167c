-- Whether a customer's identity is verified: their latest KYC save (by saved_at, then id) declares identVerified true.
-- Kept on the customer so a list filters and shows it without reading every customer's history; a statement-level
-- trigger with a transition table keeps it in step with every insert into kyc_records (the service's saves, the demo
-- seed's batches: one update per statement). KYC records are never updated or deleted (a history).
ALTER TABLE "customers" ADD COLUMN "identity_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "customers_identity_verified_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the customers first, then read their history in a statement of its own: a statement that waited for another
  -- transaction's lock sees that transaction's records (at READ COMMITTED each statement takes a fresh snapshot; the
  -- UPDATE's own subquery would keep the snapshot from before the wait). The service's saves lock the customer row
  -- anyway; this keeps any other writer (an import, the seed) right too.
  PERFORM 1 FROM customers c JOIN (SELECT DISTINCT institution_id, customer_id FROM new_rows) n
    ON c.institution_id = n.institution_id AND c.id = n.customer_id
    ORDER BY c.institution_id, c.id FOR UPDATE OF c;
  UPDATE customers c SET identity_verified = coalesce((
      SELECT k.data -> 'identVerified' = 'true'::jsonb FROM kyc_records k
      WHERE k.institution_id = c.institution_id AND k.customer_id = c.id
      ORDER BY k.saved_at DESC, k.id DESC LIMIT 1), false)
    FROM (SELECT DISTINCT institution_id, customer_id FROM new_rows) n
    WHERE c.institution_id = n.institution_id AND c.id = n.customer_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "kyc_records_identity_verified" AFTER INSERT ON "kyc_records" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customers_identity_verified_sync();--> statement-breakpoint
-- Customers saved before: from their latest record.
UPDATE "customers" c SET "identity_verified" = true
  FROM (
    SELECT DISTINCT ON ("institution_id", "customer_id") "institution_id", "customer_id", "data"
    FROM "kyc_records" ORDER BY "institution_id", "customer_id", "saved_at" DESC, "id" DESC
  ) k
  WHERE c."institution_id" = k."institution_id" AND c."id" = k."customer_id" AND k."data" -> 'identVerified' = 'true'::jsonb;
