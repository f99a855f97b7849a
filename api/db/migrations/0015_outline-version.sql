-- The outline's version token: every server process caches the course outlines it read and reuses one
-- while this token is unchanged (services/progress-outline.ts). Triggers change it on every write to the tables the
-- outline is read from, whoever makes the write (the app, the seeds, db:copy, an operator's SQL). A random token, not
-- a counter: emptying the tables and writing content again never brings back a value a process may still hold.
CREATE TABLE `outline_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`token` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `outline_version` (`id`, `token`) VALUES (1, abs(random() % 9007199254740991));
--> statement-breakpoint
CREATE TRIGGER `courses_outline_insert` AFTER INSERT ON `courses` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `courses_outline_update` AFTER UPDATE ON `courses` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `courses_outline_delete` AFTER DELETE ON `courses` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_outline_insert` AFTER INSERT ON `chapters` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_outline_update` AFTER UPDATE ON `chapters` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_outline_delete` AFTER DELETE ON `chapters` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `topics_outline_insert` AFTER INSERT ON `topics` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `topics_outline_update` AFTER UPDATE ON `topics` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `topics_outline_delete` AFTER DELETE ON `topics` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `materials_outline_insert` AFTER INSERT ON `materials` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `materials_outline_update` AFTER UPDATE ON `materials` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
--> statement-breakpoint
CREATE TRIGGER `materials_outline_delete` AFTER DELETE ON `materials` BEGIN
  INSERT INTO outline_version (id, token) VALUES (1, abs(random() % 9007199254740991))
    ON CONFLICT (id) DO UPDATE SET token = excluded.token;
END;
