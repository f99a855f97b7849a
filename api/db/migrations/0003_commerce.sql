CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`source` text NOT NULL,
	`transaction_status` text NOT NULL,
	`status_code` text,
	`gross_amount` text,
	`payment_type` text,
	`transaction_id` text,
	`fraud_status` text,
	`outcome` text NOT NULL,
	`status_after` text NOT NULL,
	`payload` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_notifications_payment_idx` ON `payment_notifications` (`payment_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `subscription_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_reminders_unique` ON `subscription_reminders` (`subscription_id`,`kind`);--> statement-breakpoint
ALTER TABLE `payments` ADD `gateway` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `instructions` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `recorded_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `grant_reason` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `granted_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `end_reason` text;