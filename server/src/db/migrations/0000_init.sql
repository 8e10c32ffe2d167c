CREATE SEQUENCE "public"."asset_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer_extract_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"job_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"salutation" text,
	"title" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"birth_date" timestamp with time zone,
	"phone_number" text,
	"type" text NOT NULL,
	"street" text,
	"street_no" text,
	"postal_code" text,
	"town" text,
	"country_iso" text,
	"company" jsonb,
	"nationality_iso" text,
	"gender" text,
	"emoney" jsonb,
	"custodian_legal_person" jsonb,
	"custody_provider" text,
	"email" text NOT NULL,
	"provider_a_customer_id" uuid,
	"kyc_status" text DEFAULT 'None' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"tokenized_asset_id" uuid NOT NULL,
	"wallet_address" text NOT NULL,
	"customer_id" uuid,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_extract_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"file_name" text,
	"content_type" text,
	"file" "bytea",
	"size_bytes" integer
);
--> statement-breakpoint
CREATE TABLE "tokenized_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"blockchain" text NOT NULL,
	"asset_index" integer,
	"creation_tx_id" text,
	"metadata_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone,
	"name" text,
	"unit_name" text,
	"total_supply" double precision,
	"decimals" integer,
	"enable_freeze" boolean,
	"enable_clawback" boolean,
	"url" text,
	"issuing_memo" text,
	"distributor_wallet_id" uuid,
	"agent_wallet_id" uuid,
	"claim_issuer_wallet_id" uuid,
	"is_fungible" boolean,
	"isin" text NOT NULL,
	"is_regulated_security" boolean,
	"has_aip_support" boolean,
	"custom_attributes" jsonb,
	"is_manually_created" boolean,
	"first_coupon_date" timestamp with time zone,
	"interest_payment_period" integer,
	"number_of_payments" integer,
	"price" text,
	"nominal_amount_per_token" text,
	"issuer_name" text NOT NULL,
	"interest_rate" text,
	"duration" text,
	"share_class" text,
	"voting_rights" text,
	"par_value" boolean,
	"voting_right" boolean,
	"company_consent" text,
	"mixed_record_keeping" text
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tx_id" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"project_id" uuid,
	"tokenized_asset_id" uuid,
	"unit_name" text,
	"tx_action" text NOT NULL,
	"tx_status" text NOT NULL,
	"blockchain" text NOT NULL,
	"from_address" text,
	"to_address" text,
	"amount" double precision,
	"fee" double precision,
	"note" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"tokenized_asset_id" uuid NOT NULL,
	"from_wallet" text NOT NULL,
	"to_wallet" text NOT NULL,
	"amount" double precision NOT NULL,
	"tx_id" text NOT NULL,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_extract_files" ADD CONSTRAINT "customer_extract_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_extract_files" ADD CONSTRAINT "customer_extract_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_ins" ADD CONSTRAINT "opt_ins_tokenized_asset_id_tokenized_assets_id_fk" FOREIGN KEY ("tokenized_asset_id") REFERENCES "public"."tokenized_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_submissions" ADD CONSTRAINT "partner_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_extract_jobs" ADD CONSTRAINT "registry_extract_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokenized_assets" ADD CONSTRAINT "tokenized_assets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_tokenized_asset_id_tokenized_assets_id_fk" FOREIGN KEY ("tokenized_asset_id") REFERENCES "public"."tokenized_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_extract_files_uq" ON "customer_extract_files" USING btree ("institution_id","customer_id","file_name");--> statement-breakpoint
CREATE INDEX "customer_extract_files_customer_idx" ON "customer_extract_files" USING btree ("institution_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower_uq" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_institution_created_idx" ON "customers" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_institution_lastname_idx" ON "customers" USING btree ("institution_id","lastname");--> statement-breakpoint
CREATE INDEX "kyc_records_customer_idx" ON "kyc_records" USING btree ("customer_id","saved_at");--> statement-breakpoint
CREATE INDEX "opt_ins_institution_project_idx" ON "opt_ins" USING btree ("institution_id","project_id");--> statement-breakpoint
CREATE INDEX "opt_ins_asset_idx" ON "opt_ins" USING btree ("tokenized_asset_id");--> statement-breakpoint
CREATE INDEX "partner_submissions_customer_idx" ON "partner_submissions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "projects_institution_idx" ON "projects" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "registry_extract_jobs_project_idx" ON "registry_extract_jobs" USING btree ("institution_id","project_id","requested_at");--> statement-breakpoint
CREATE INDEX "registry_extract_jobs_status_idx" ON "registry_extract_jobs" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_extract_jobs_open_uq" ON "registry_extract_jobs" USING btree ("project_id") WHERE "registry_extract_jobs"."status" in ('Queued', 'Running');--> statement-breakpoint
CREATE UNIQUE INDEX "tokenized_assets_institution_unit_name_uq" ON "tokenized_assets" USING btree ("institution_id","unit_name") WHERE "tokenized_assets"."unit_name" is not null;--> statement-breakpoint
CREATE INDEX "tokenized_assets_institution_project_idx" ON "tokenized_assets" USING btree ("institution_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_tx_id_uq" ON "transactions" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "transactions_tx_id_lower_idx" ON "transactions" USING btree (lower("tx_id"));--> statement-breakpoint
CREATE INDEX "transactions_institution_created_idx" ON "transactions" USING btree ("institution_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "transactions_institution_status_created_idx" ON "transactions" USING btree ("institution_id","tx_status","created_at");--> statement-breakpoint
CREATE INDEX "transactions_institution_action_created_idx" ON "transactions" USING btree ("institution_id","tx_action","created_at");--> statement-breakpoint
CREATE INDEX "transactions_institution_chain_created_idx" ON "transactions" USING btree ("institution_id","blockchain","created_at");--> statement-breakpoint
CREATE INDEX "transactions_institution_project_idx" ON "transactions" USING btree ("institution_id","project_id");--> statement-breakpoint
CREATE INDEX "transactions_institution_asset_idx" ON "transactions" USING btree ("institution_id","tokenized_asset_id");--> statement-breakpoint
CREATE INDEX "transfers_institution_project_idx" ON "transfers" USING btree ("institution_id","project_id");--> statement-breakpoint
CREATE INDEX "transfers_asset_idx" ON "transfers" USING btree ("tokenized_asset_id");