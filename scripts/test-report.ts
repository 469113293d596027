/**
 * Reading Vitest's JSON reporter (`--reporter=json --outputFile=...`): the tests that failed, with
 * their errors, and how long each file took. `npm run flaky` gathers failures over several runs;
 * `npm run test:times` lists where a run's time went (CONTRIBUTING.md, "How long the suite takes").
 */

/** The part of Vitest's JSON report these tools read. */
export interface JsonReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] | null }[];
  }[];
}

export interface Failure {
  /** The test file, relative to the repository. */
  file: string;
  /** The test's describe blocks and name; a file that failed before its tests ran is named "(file)". */
  test: string;
  error: string;
}

const relative = (file: string, root: string) =>
  file.startsWith(root) ? file.slice(root.length).replace(/^\/+/, '') : file;

/** The first lines of an error: enough to tell one failure from another in a list. */
export function firstLines(text: string, lines = 6): string {
  return text.split('\n').slice(0, lines).join('\n').trim();
}

/** Every failed test of one report, and every file that failed without a failed test (a hook, an import). */
export function failuresOf(report: JsonReport, root: string): Failure[] {
  return report.testResults.flatMap((file) => {
    const name = relative(file.name, root);
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        file: name,
        test: test.fullName,
        error: firstLines((test.failureMessages ?? []).join('\n')),
      }));
    if (failed.length > 0 || file.status !== 'failed') return failed;
    return [{ file: name, test: '(file)', error: firstLines(file.message ?? 'failed') }];
  });
}

export interface FlakySummary {
  file: string;
  test: string;
  /** In how many of the runs it failed. */
  failed: number;
  /** Each distinct error, in the order first seen. */
  errors: string[];
}

/** Failures of several runs, one entry per test, most often failed first. */
export function summarize(runs: readonly Failure[][]): FlakySummary[] {
  const byTest = new Map<string, FlakySummary>();
  for (const failures of runs) {
    for (const { file, test, error } of failures) {
      const key = `${file}\u0000${test}`;
      const entry = byTest.get(key) ?? { file, test, failed: 0, errors: [] };
      entry.failed++;
      if (!entry.errors.includes(error)) entry.errors.push(error);
      byTest.set(key, entry);
    }
  }
  return [...byTest.values()].sort((a, b) => b.failed - a.failed || a.file.localeCompare(b.file));
}

/** The summary as text: "none failed" or one block per test. */
export function formatSummary(summary: readonly FlakySummary[], runs: number): string {
  if (summary.length === 0) return `No test failed in ${runs} run${runs === 1 ? '' : 's'}.`;
  const blocks = summary.map(
    (entry) =>
      `${entry.file} > ${entry.test}\n  failed ${entry.failed} of ${runs}\n` +
      entry.errors.map((error) => error.replace(/^/gm, '    ')).join('\n  --\n'),
  );
  return `${summary.length} test${summary.length === 1 ? '' : 's'} failed at least once in ${runs} runs:\n\n${blocks.join('\n\n')}`;
}

export type Project = 'unit' | 'contract' | 'e2e';

/** The project a file runs in (vitest.config.ts). */
export function projectOf(file: string): Project {
  if (file.endsWith('.e2e.test.ts')) return 'e2e';
  if (file.endsWith('.contract.test.ts')) return 'contract';
  return 'unit';
}

export interface FileTime {
  file: string;
  project: Project;
  ms: number;
}

/** Each file's wall time (its first test's start to its last test's end), slowest first. */
export function fileTimes(report: JsonReport, root: string): FileTime[] {
  return report.testResults
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => {
      const name = relative(file.name, root);
      return { file: name, project: projectOf(name), ms: file.endTime! - file.startTime! };
    })
    .sort((a, b) => b.ms - a.ms);
}

/** The sum of the files' times per project (time spent, not wall time: files run two at a time). */
export function projectTimes(times: readonly FileTime[]): Record<Project, number> {
  const sums: Record<Project, number> = { unit: 0, contract: 0, e2e: 0 };
  for (const time of times) sums[time.project] += time.ms;
  return sums;
}
