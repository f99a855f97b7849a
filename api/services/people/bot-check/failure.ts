/** The one way a provider refuses a sign-up: 400 `validation` with the reason on the `botCheck` field. */
import { type MessageKey, message } from '../../../contracts/common-messages';
import { AppError } from '../../../errors';
import type { Locale } from '../../../types';

/** Name of the sign-up body field that carries the bot-check token. */
export const BOT_CHECK_FIELD = 'botCheck';

/** A 400 whose message and `botCheck` field error are the text of `key` in `locale`. */
export function botCheckFailure(locale: Locale, key: MessageKey): AppError {
  const text = message(locale, key);
  return new AppError('validation', text, { [BOT_CHECK_FIELD]: text });
}
