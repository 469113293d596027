import { describe, expect, it } from 'vitest';
import {
  failuresOf,
  fileTimes,
  formatSummary,
  type JsonReport,
  projectTimes,
  summarize,
} from './test-report';

const ROOT = '/repo';

/** A report as Vitest's JSON reporter writes it, reduced to what the tools read. */
function report(files: JsonReport['testResults']): JsonReport {
  return { testResults: files };
}

const passing = {
  name: '/repo/e2e/popup.e2e.test.ts',
  status: 'passed',
  message: '',
  startTime: 1_000,
  endTime: 4_000,
  assertionResults: [{ fullName: 'popup shortens', status: 'passed', failureMessages: [] }],
};
const failing = {
  name: '/repo/e2e/stats.e2e.test.ts',
  status: 'failed',
  message: '',
  startTime: 2_000,
  endTime: 12_000,
  assertionResults: [
    {
      fullName: 'stats asks in order',
      status: 'failed',
      failureMessages: ['AssertionError: expected [] to equal ["referrer"]\n    at a.ts:1'],
    },
    { fullName: 'stats draws', status: 'passed', failureMessages: [] },
  ],
};
const brokenFile = {
  name: '/repo/e2e/menu.e2e.test.ts',
  status: 'failed',
  message: 'Hook timed out in 120000ms.',
  assertionResults: [{ fullName: 'menu shortens', status: 'skipped', failureMessages: [] }],
};

describe('failuresOf', () => {
  it('lists each failed test with its file relative to the repository and its error', () => {
    // Act
    const failures = failuresOf(report([passing, failing]), ROOT);
    // Assert
    expect(failures).toEqual([
      {
        file: 'e2e/stats.e2e.test.ts',
        test: 'stats asks in order',
        error: 'AssertionError: expected [] to equal ["referrer"]\n    at a.ts:1',
      },
    ]);
  });

  it("lists a file that failed before any of its tests did, with the file's error", () => {
    expect(failuresOf(report([brokenFile]), ROOT)).toEqual([
      { file: 'e2e/menu.e2e.test.ts', test: '(file)', error: 'Hook timed out in 120000ms.' },
    ]);
  });

  it('keeps the first lines of a long error', () => {
    // Arrange
    const stack = ['Error: boom', ...Array.from({ length: 20 }, (_, i) => `    at frame ${i}`)].join('\n');
    const file = {
      ...failing,
      assertionResults: [{ fullName: 'x', status: 'failed', failureMessages: [stack] }],
    };
    // Act
    const [failure] = failuresOf(report([file]), ROOT);
    // Assert
    expect(failure!.error.split('\n')).toHaveLength(6);
  });
});

describe('summarize', () => {
  it('counts in how many runs each test failed, and keeps each distinct error once', () => {
    // Arrange
    const once = failuresOf(report([failing]), ROOT);
    const otherError = [{ ...once[0]!, error: 'TimeoutError' }];
    // Act
    const summary = summarize([once, [], once, otherError]);
    // Assert
    expect(summary).toEqual([
      {
        file: 'e2e/stats.e2e.test.ts',
        test: 'stats asks in order',
        failed: 3,
        errors: [once[0]!.error, 'TimeoutError'],
      },
    ]);
  });

  it('puts the tests that failed most often first', () => {
    const a = { file: 'e2e/a.e2e.test.ts', test: 'a', error: 'x' };
    const b = { file: 'e2e/b.e2e.test.ts', test: 'b', error: 'y' };
    expect(summarize([[a], [a, b]]).map((entry) => entry.test)).toEqual(['a', 'b']);
  });
});

describe('formatSummary', () => {
  it('says that nothing failed when no run had a failure', () => {
    expect(formatSummary(summarize([[], []]), 2)).toBe('No test failed in 2 runs.');
  });

  it('names the file, the test, how often it failed and its error', () => {
    const text = formatSummary(summarize([failuresOf(report([failing]), ROOT), []]), 2);
    expect(text).toContain(
      'e2e/stats.e2e.test.ts > stats asks in order\n  failed 1 of 2\n    AssertionError',
    );
  });
});

describe('fileTimes', () => {
  it('gives each file its span and project, slowest first, and sums them per project', () => {
    // Arrange
    const unit = { ...passing, name: '/repo/lib/api/http.test.ts', startTime: 0, endTime: 500 };
    // Act
    const times = fileTimes(report([passing, failing, unit, brokenFile]), ROOT);
    // Assert
    expect(times).toEqual([
      { file: 'e2e/stats.e2e.test.ts', project: 'e2e', ms: 10_000 },
      { file: 'e2e/popup.e2e.test.ts', project: 'e2e', ms: 3_000 },
      { file: 'lib/api/http.test.ts', project: 'unit', ms: 500 },
    ]);
    expect(projectTimes(times)).toEqual({ unit: 500, contract: 0, e2e: 13_000 });
  });
});
