/** The behaviour frame's messages are parsed from `unknown`: anything malformed is dropped, never trusted. */
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_CHANNEL, parseBehaviourMessage, parseOutcome } from './protocol';

const ok = { index: 0, passed: true, reason: 'ok' };
const failed = { index: 1, passed: false, reason: 'behaviour-failed', params: { message: 'expected 1 to equal 2' } };

describe('parseBehaviourMessage', () => {
  it('accepts a verdict and the end of a run', () => {
    expect(parseBehaviourMessage({ source: BEHAVIOUR_CHANNEL, type: 'outcome', nonce: 'n1', outcome: failed })).toEqual(
      { type: 'outcome', nonce: 'n1', outcome: failed },
    );
    expect(
      parseBehaviourMessage({ source: BEHAVIOUR_CHANNEL, type: 'done', nonce: 'n1', outcomes: [ok, failed] }),
    ).toEqual({ type: 'done', nonce: 'n1', outcomes: [ok, failed] });
  });

  it.each([
    ['not an object', 'done'],
    ['null', null],
    ['another channel', { source: 'kk-preview', type: 'done', nonce: 'n', outcomes: [] }],
    ['no nonce', { source: BEHAVIOUR_CHANNEL, type: 'done', outcomes: [] }],
    ['an unknown type', { source: BEHAVIOUR_CHANNEL, type: 'pass', nonce: 'n', outcomes: [] }],
    ['outcomes not a list', { source: BEHAVIOUR_CHANNEL, type: 'done', nonce: 'n', outcomes: { 0: ok } }],
    [
      'one bad outcome among good',
      { source: BEHAVIOUR_CHANNEL, type: 'done', nonce: 'n', outcomes: [ok, { index: 1 }] },
    ],
    ['too many outcomes', { source: BEHAVIOUR_CHANNEL, type: 'done', nonce: 'n', outcomes: Array(501).fill(ok) }],
  ])('drops %s', (_name, data) => {
    expect(parseBehaviourMessage(data)).toBeNull();
  });
});

describe('parseOutcome', () => {
  it.each([
    ['a negative index', { ...ok, index: -1 }],
    ['a fractional index', { ...ok, index: 1.5 }],
    ['an unknown reason', { ...ok, reason: 'skipped' }],
    ['passed with a failing reason', { index: 0, passed: true, reason: 'behaviour-failed' }],
    ['failed with reason ok', { index: 0, passed: false, reason: 'ok' }],
    ['params of the wrong shape', { ...failed, params: ['x'] }],
    ['a param that is an object', { ...failed, params: { message: { toString: 'x' } } }],
  ])('refuses %s', (_name, value) => {
    expect(parseOutcome(value)).toBeNull();
  });

  it('clips long texts', () => {
    const long = parseOutcome({ ...failed, params: { message: 'x'.repeat(5000) } });
    expect(String(long?.params?.message).length).toBe(2000);
  });
});
