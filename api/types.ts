/** Types shared by the API's middleware and routes. */
import type { Db } from './db/client';
import type { Role } from './db/schema';
import type { Env } from './env';
import type { BotCheck } from './services/people/bot-check/types';

export type Locale = 'id' | 'en';

/** The signed-in user as `currentUser` (middleware/session.ts) puts it on the context. */
export type SessionUser = { id: number; role: Role; email: string; name: string; sessionId: string };

/** Hono environment of every route: `c.var.db`, `c.var.env`, `c.var.locale`, `c.var.botCheck`, and `c.var.user` behind `requireRole`. */
export type AppEnv = {
  Variables: {
    db: Db;
    env: Env;
    locale: Locale;
    user: SessionUser;
    /** Set once the session cookie has been read (middleware/session.ts reads it on first use). */
    sessionRead: boolean;
    /** The sign-up bot check configured by `BOT_CHECK`. */
    botCheck: BotCheck;
    /** The time now: the real clock, or the one a test gives `createApp`. */
    clock: () => Date;
  };
};
