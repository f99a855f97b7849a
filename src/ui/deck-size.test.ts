/**
 * The deck size is written twice (the client's deck may import npm packages only, the server validates
 * background positions against it): both copies must say the same.
 */
import { describe, expect, it } from 'vitest';
import * as server from '../../api/contracts/slides';
import * as client from './deck-size';

describe('slide deck size', () => {
  it('is the same on the client and the server, and the spec default', () => {
    expect(client.DECK_WIDTH).toBe(server.DECK_WIDTH);
    expect(client.DECK_HEIGHT).toBe(server.DECK_HEIGHT);
    expect([server.DECK_WIDTH, server.DECK_HEIGHT]).toEqual([1600, 900]);
  });
});
