/** `BOT_CHECK=off`: no check at all, for load tests that create many accounts. */
import type { BotCheck } from './types';

/** A bot check that accepts every sign-up. */
export function createOffBotCheck(): BotCheck {
  return {
    config: { provider: 'off' },
    createChallenge: async () => null,
    verify: async () => {},
  };
}
