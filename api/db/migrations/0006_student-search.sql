-- Students are searched by any part of their name or e-mail address. A trigram full-text table (rowid =
-- the student's user id) answers such a search from an index instead of scanning 100,000 names and
-- addresses; triggers keep it in step with student_details and users.
CREATE VIRTUAL TABLE `student_search` USING fts5(full_name, email, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO `student_search` (rowid, full_name, email)
  SELECT sd.user_id, sd.full_name, u.email FROM student_details sd JOIN users u ON u.id = sd.user_id;
--> statement-breakpoint
CREATE TRIGGER `student_search_insert` AFTER INSERT ON `student_details` BEGIN
  INSERT INTO student_search (rowid, full_name, email)
    SELECT new.user_id, new.full_name, u.email FROM users u WHERE u.id = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `student_search_name` AFTER UPDATE OF full_name ON `student_details` BEGIN
  UPDATE student_search SET full_name = new.full_name WHERE rowid = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `student_search_email` AFTER UPDATE OF email ON `users` BEGIN
  UPDATE student_search SET email = new.email WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `student_search_delete` AFTER DELETE ON `student_details` BEGIN
  DELETE FROM student_search WHERE rowid = old.user_id;
END;
