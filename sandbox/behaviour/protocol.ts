/**
 * Messages of the behaviour frame (src/runtime/behaviour-frame.ts): the harness injected into the learner's page
 * (harness.ts) posts each test's verdict as it comes, then the end of the run. Everything arriving from the frame is
 * parsed from `unknown` here; a message that does not parse is dropped.
 */
import type { BehaviourOutcome } from '../../workers/behaviour/api';

export const BEHAVIOUR_CHANNEL = 'kk-behaviour';

export type BehaviourMessage =
  | { type: 'outcome'; nonce: string; outcome: BehaviourOutcome }
  | { type: 'done'; nonce: string; outcomes: BehaviourOutcome[] };

const REASONS: readonly string[] = ['ok', 'behaviour-failed', 'behaviour-timeout'];
const MAX_TEXT = 2000;
const MAX_OUTCOMES = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseParams(value: unknown): Record<string, string | number> | null | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  const out: Record<string, string | number> = {};
  for (const [key, item] of Object.entries(value).slice(0, 10)) {
    if (typeof item === 'string') out[key] = item.slice(0, MAX_TEXT);
    else if (typeof item === 'number' && Number.isFinite(item)) out[key] = item;
    else return null;
  }
  return out;
}

/** One verdict, or null when it is not one. */
export function parseOutcome(value: unknown): BehaviourOutcome | null {
  if (!isRecord(value)) return null;
  const { index, passed, reason } = value;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return null;
  if (typeof passed !== 'boolean' || typeof reason !== 'string' || !REASONS.includes(reason)) return null;
  if (passed !== (reason === 'ok')) return null;
  const params = parseParams(value.params);
  if (params === null) return null;
  const outcome: BehaviourOutcome = { index, passed, reason: reason as BehaviourOutcome['reason'] };
  if (params) outcome.params = params;
  return outcome;
}

export function parseBehaviourMessage(data: unknown): BehaviourMessage | null {
  if (!isRecord(data) || data.source !== BEHAVIOUR_CHANNEL || typeof data.nonce !== 'string') return null;
  const { nonce } = data;
  if (data.type === 'outcome') {
    const outcome = parseOutcome(data.outcome);
    return outcome ? { type: 'outcome', nonce, outcome } : null;
  }
  if (data.type === 'done') {
    if (!Array.isArray(data.outcomes) || data.outcomes.length > MAX_OUTCOMES) return null;
    const outcomes = data.outcomes.map(parseOutcome);
    return outcomes.every((o) => o !== null) ? { type: 'done', nonce, outcomes: outcomes as BehaviourOutcome[] } : null;
  }
  return null;
}
