ALTER TABLE `chapters` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `materials` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `topics` ADD `status` text DEFAULT 'published' NOT NULL;