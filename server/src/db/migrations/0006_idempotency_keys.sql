CREATE TABLE "idempotency_keys" (
	"institution_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_institution_id_operation_key_pk" PRIMARY KEY("institution_id","operation","key")
);
