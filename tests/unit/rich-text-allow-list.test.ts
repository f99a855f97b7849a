/**
 * The rich-text allow-list is written twice (the client's DOMPurify set-up may import npm packages only,
 * the server sanitises with sanitize-html): both copies must say the same.
 */
import { describe, expect, it } from 'vitest';
import * as server from '../../api/services/rich-text';
import * as client from '../../src/ui/rich-text-sanitize';

describe('rich-text allow-list', () => {
  it('is the same on the client and the server', () => {
    expect([...server.ALLOWED_TAGS].sort()).toEqual([...client.ALLOWED_TAGS].sort());
    expect([...server.ALLOWED_ATTR].sort()).toEqual([...client.ALLOWED_ATTR].sort());
    expect(server.SAFE_URL.source).toBe(client.SAFE_URL.source);
    expect(server.SAFE_URL.flags).toBe(client.SAFE_URL.flags);
  });
});
