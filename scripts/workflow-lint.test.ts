import { describe, expect, it } from 'vitest';
import { formatProblem, lintWorkflows } from './workflow-lint';

const VALID = `name: CI
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm test
`;

const lint = async (text: string) =>
  (await lintWorkflows([{ path: '.github/workflows/ci.yml', text }])).map(formatProblem);

describe('lintWorkflows', () => {
  it('finds nothing wrong in a valid workflow', async () => {
    expect(await lint(VALID)).toEqual([]);
  });

  it('reports a job that needs a job the workflow does not have, with file and line', async () => {
    const broken = `${VALID}  release:\n    needs: build\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n`;

    expect(await lint(broken)).toEqual([
      '.github/workflows/ci.yml:9:3: job "release" needs job "build" which does not exist in this workflow [job-needs]',
    ]);
  });

  it('reports an unclosed expression and an unknown key', async () => {
    const broken = VALID.replace('npm test', `echo \${{ github.sha }`).replace('runs-on', 'run-on');

    const problems = await lint(broken);

    expect(problems.some((p) => p.includes('[expression]'))).toBe(true);
    expect(problems.some((p) => p.includes('unexpected key "run-on"'))).toBe(true);
  });
});
