DROP INDEX IF EXISTS `users_email_unique`;--> statement-breakpoint
DROP INDEX IF EXISTS `users_role_email_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_role_email_unique` ON `users` (`role`,`email`);