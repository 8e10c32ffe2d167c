-- What a page of submissions lists (the person without attachment contents), written beside the payload; rows stored
-- before stay null and are listed from their payload.
ALTER TABLE "partner_submissions" ADD COLUMN "listed_payload" jsonb;
