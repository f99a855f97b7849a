/**
 * The client's network address, for throttles that count per client (sign-in, sign-up). Taken from the
 * socket, or — behind `TRUST_PROXY` = n proxies — from the X-Forwarded-For entry the outermost of them
 * added, never from a header a client could simply write. IPv6 addresses count per /64 (one subscriber's
 * block), so a client cannot dodge a throttle by rotating through the addresses it owns.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { AppEnv } from '../types';

/** The address used when the request came through no socket (in-process `app.request()` calls). */
export const UNKNOWN_ADDRESS = 'unknown';

/** Expands an IPv6 address and keeps its first four groups; an IPv4(-mapped) address is returned as IPv4. */
export function normaliseAddress(raw: string): string {
  const address = raw
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(':')) return address || UNKNOWN_ADDRESS;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client address of a request: the socket's peer when `trustProxy` is 0; otherwise the entry of
 * X-Forwarded-For that the outermost trusted proxy appended (the n-th from the right), falling back to
 * the leftmost entry when the list is shorter, and to the socket when there is no header.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== '');
    const hop = hops[Math.max(0, hops.length - trustProxy)];
    if (hop) return normaliseAddress(hop);
  }
  return socketAddress ? normaliseAddress(socketAddress) : UNKNOWN_ADDRESS;
}

/** The client address of a request to the API (read on the routes that throttle, not on every request). */
export function requestClientAddress(c: Context<AppEnv>): string {
  return clientAddressOf(
    c.req.header('x-forwarded-for'),
    // @hono/node-server passes Node's request as `c.env.incoming`; `app.request()` passes none.
    (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress,
    c.var.env.TRUST_PROXY,
  );
}
