import { describe, expect, it } from 'vitest';
import { readableLogLine } from './log-lines';
import { writesReadableLines } from './logger';

describe('readable log lines at a terminal', () => {
  const time = '2026-12-02T08:04:31.000Z';
  const local = new Date(time).toTimeString().slice(0, 8);

  it('writes a request as method, route, status, time and user', () => {
    const json = JSON.stringify({
      level: 30,
      time,
      pid: 7,
      msg: 'request',
      method: 'GET',
      route: '/api/courses/:id',
      status: 200,
      ms: 3.2,
      userId: 12,
    });
    expect(readableLogLine(json)).toBe(`${local} INFO  GET /api/courses/:id 200 3.2 ms user 12\n`);
  });

  it('writes other lines as level, message and their fields', () => {
    const json = JSON.stringify({
      level: 40,
      time,
      pid: 7,
      msg: 'requests still in flight',
      graceMs: 10000,
      job: 'commerce run',
    });
    expect(readableLogLine(json)).toBe(`${local} WARN  requests still in flight graceMs=10000 job="commerce run"\n`);
  });

  it('passes a line that is not JSON unchanged', () => {
    expect(readableLogLine('plain words')).toBe('plain words\n');
  });

  it('is chosen at a terminal by default, and never when JSON is asked for', () => {
    expect(writesReadableLines('auto', true)).toBe(true);
    expect(writesReadableLines('auto', false)).toBe(false);
    expect(writesReadableLines('json', true)).toBe(false);
    expect(writesReadableLines('text', false)).toBe(true);
  });
});
