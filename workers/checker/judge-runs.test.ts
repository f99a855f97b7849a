/** `judgeRuns`: answer sets judged on what the code runners produced (workers/runners/runner.ts). */
import { describe, expect, it } from 'vitest';
import type { Answer, CheckFile } from './api';
import { checkAnswers, judgeRuns } from './index';

const files: CheckFile[] = [{ path: 'index.html', value: '<h1>Halo</h1><button id="tambah">+</button>' }];
const heading: Answer = { kind: 'html', tag: 'h1' };
const clicks: Answer = { kind: 'behaviour', test: "click('#tambah');" };
const counts: Answer = { kind: 'behaviour', test: "assert.equal($('#n').textContent, '1');" };

describe('behaviour rules', () => {
  it('are pending in a static check, and never pass there', () => {
    const report = checkAnswers(files, [heading, clicks]);
    expect(report.passed).toBe(false);
    expect(report.results[1]).toEqual({ index: 1, kind: 'behaviour', passed: false, reason: 'behaviour-pending' });
  });

  it('with a blank test are an invalid answer, not a pending one', () => {
    expect(checkAnswers(files, [{ kind: 'behaviour', test: '  ' }]).results[0]).toMatchObject({
      reason: 'invalid-answer',
      params: { field: 'test' },
    });
  });

  it('take their verdict from the run, indexed across the answer sets taken as one list', () => {
    const [first, second] = judgeRuns(files, [[heading, clicks], [counts]], {
      behaviour: [
        { index: 1, passed: true, reason: 'ok' },
        { index: 2, passed: false, reason: 'behaviour-failed', params: { message: "expected '0' to equal '1'" } },
      ],
    });
    expect(first).toEqual({ passed: true, results: [checkAnswers(files, [heading]).results[0], expect.anything()] });
    expect(first?.results[1]).toEqual({ index: 1, kind: 'behaviour', passed: true, reason: 'ok' });
    expect(second).toEqual({
      passed: false,
      results: [
        {
          index: 0,
          kind: 'behaviour',
          passed: false,
          reason: 'behaviour-failed',
          params: { message: "expected '0' to equal '1'" },
        },
      ],
    });
  });

  it('keep a time-out and where it happened', () => {
    const [report] = judgeRuns(files, [[clicks]], {
      behaviour: [{ index: 0, passed: false, reason: 'behaviour-timeout', params: { where: 'page' } }],
    });
    expect(report?.results[0]).toMatchObject({ reason: 'behaviour-timeout', params: { where: 'page' } });
  });

  it('stay pending when the run gave them no verdict', () => {
    const [report] = judgeRuns(files, [[clicks, counts]], { behaviour: [{ index: 0, passed: true, reason: 'ok' }] });
    expect(report?.results.map((r) => r.reason)).toEqual(['ok', 'behaviour-pending']);
  });
});

describe('php outputs', () => {
  it('judge a Laravel workspace with no bundle by structure rules, as checkAnswers does', () => {
    expect(judgeRuns(files, [[heading]], { php: { unavailable: true } })).toEqual([checkAnswers(files, [heading])]);
  });

  it('judge a rule on a .php page on the HTML it rendered', () => {
    const php: CheckFile[] = [{ path: 'index.php', value: '<?php echo "<h1>Hi</h1>";' }];
    const onPage: Answer = { kind: 'html', tag: 'h1', file: 'index.php' };
    const [rendered] = judgeRuns(php, [[onPage]], { php: { rendered: { 'index.php': '<h1>Hi</h1>' } } });
    expect(rendered?.passed).toBe(true);
    const [blank] = judgeRuns(php, [[onPage]], { php: { rendered: { 'index.php': '<p>no heading</p>' } } });
    expect(blank?.passed).toBe(false);
  });
});
