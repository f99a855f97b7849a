CREATE TABLE `help_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`help_request_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`path` text NOT NULL,
	`line` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`help_request_id`) REFERENCES `help_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `help_comments_request_idx` ON `help_comments` (`help_request_id`);--> statement-breakpoint
CREATE TABLE `help_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_id` integer NOT NULL,
	`progress_material_id` integer NOT NULL,
	`tried` text NOT NULL,
	`stuck` text NOT NULL,
	`files` text NOT NULL,
	`failing` text DEFAULT '[]' NOT NULL,
	`console` text DEFAULT '[]' NOT NULL,
	`preview_html` text,
	`replay` text,
	`status` text DEFAULT 'open' NOT NULL,
	`answer` text,
	`suggestion` text,
	`answered_by` integer,
	`answered_at` integer,
	`applied_at` integer,
	`closed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`progress_material_id`) REFERENCES `progress_materials`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `help_requests_student_idx` ON `help_requests` (`student_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `help_requests_status_idx` ON `help_requests` (`status`,`created_at`);