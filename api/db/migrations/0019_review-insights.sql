ALTER TABLE `review_cards` ADD `first_retry_via` text;--> statement-breakpoint
ALTER TABLE `review_cards` ADD `last_review_passed` integer;--> statement-breakpoint
ALTER TABLE `review_cards` ADD `review_fails` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `review_cards_source_idx` ON `review_cards` (`source_key`,`status`,`last_review_passed`);--> statement-breakpoint
CREATE INDEX `review_cards_first_retry_idx` ON `review_cards` (`first_retry_via`,`kind`,`first_retry_passed`);--> statement-breakpoint
UPDATE review_cards SET first_retry_via = 'review' WHERE first_retry_at IS NOT NULL;
