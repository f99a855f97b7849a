CREATE INDEX `payments_student_idx` ON `payments` (`student_id`,`package_id`,`status`);--> statement-breakpoint
CREATE INDEX `payments_pending_expiry_idx` ON `payments` (`status`,`expires_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_payment_unique` ON `subscriptions` (`payment_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_end_idx` ON `subscriptions` (`end`);