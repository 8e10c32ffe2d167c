-- An asset's kind is Bond, Share (both also derived from the share fields) or Other (only declared, kind on initialize).
ALTER TABLE "tokenized_assets" ADD CONSTRAINT "tokenized_assets_kind_check" CHECK ("tokenized_assets"."kind" in ('Bond', 'Share', 'Other'));
