CREATE TABLE `certificate_settings` (
	`course_id` integer PRIMARY KEY NOT NULL,
	`valid_months` integer,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`student_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`chapter_id` integer,
	`achievement` text NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	`learner_name` text NOT NULL,
	`credential` text,
	`issued_at` integer NOT NULL,
	`expires_at` integer,
	`revoked_at` integer,
	`revoke_reason` text,
	`revoked_by` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`chapter_id`) REFERENCES `chapters`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_public_id_unique` ON `certificates` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_student_achievement_unique` ON `certificates` (`student_id`,`achievement`,`revision`);--> statement-breakpoint
CREATE INDEX `certificates_issued_idx` ON `certificates` (`issued_at`);--> statement-breakpoint
CREATE INDEX `certificates_revoked_idx` ON `certificates` (`revoked_at`);