-- Customer ids and e-mail addresses are unique within an institution, not across all of them: the key becomes
-- (institution_id, id), and what refers to a customer refers to it within its institution.
ALTER TABLE "customer_extract_files" DROP CONSTRAINT "customer_extract_files_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "kyc_records" DROP CONSTRAINT "kyc_records_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "partner_submissions" DROP CONSTRAINT "partner_submissions_customer_id_customers_id_fk";--> statement-breakpoint
DROP INDEX "customers_email_lower_uq";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_institution_id_id_pk" PRIMARY KEY("institution_id","id");--> statement-breakpoint
ALTER TABLE "customer_extract_files" ADD CONSTRAINT "customer_extract_files_customer_fk" FOREIGN KEY ("institution_id","customer_id") REFERENCES "public"."customers"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_customer_fk" FOREIGN KEY ("institution_id","customer_id") REFERENCES "public"."customers"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_submissions" ADD CONSTRAINT "partner_submissions_customer_fk" FOREIGN KEY ("institution_id","customer_id") REFERENCES "public"."customers"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_institution_email_lower_uq" ON "customers" USING btree ("institution_id",lower("email"));
