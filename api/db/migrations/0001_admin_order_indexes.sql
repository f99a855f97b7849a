CREATE INDEX `student_details_occupation_idx` ON `student_details` (`deleted_at`,`occupation`,`user_id`);--> statement-breakpoint
CREATE INDEX `student_details_deleted_user_idx` ON `student_details` (`deleted_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `users_role_email_idx` ON `users` (`role`,`email`);