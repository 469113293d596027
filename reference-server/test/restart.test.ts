// @vitest-environment node
/**
 * The CLI with --data survives kill -9: every acknowledged write is on disk before the answer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBPROCESS_TIMEOUT } from '../../test/timeouts';
import { DEMO_KEY } from '../seed.ts';

const dir = mkdtempSync(join(tmpdir(), 'refserver-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function startCli(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'reference-server/cli.ts', '--port', '0', '--data', file],
    {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`cli exited ${code}: ${err}`)));
  });
}

const headers = { Authorization: `Bearer ${DEMO_KEY}`, Accept: 'application/json' };

// Two starts of the command line (node and tsx each time) in one test.
describe('the command line with --data', { timeout: 2 * SUBPROCESS_TIMEOUT }, () => {
  it('keeps an acknowledged link across kill -9 and a restart', async () => {
    const file = join(dir, 'data.json');
    const first = await startCli(file);
    const made = await fetch(`${first.url}/api/v1/links`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'url=https%3A%2F%2Fexample.com%2Fpersisted&alias=persisted',
    });
    expect(made.status).toBe(201);
    const id = ((await made.json()) as { data: { id: number } }).data.id;
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;

    const second = await startCli(file);
    const shown = await fetch(`${second.url}/api/v1/links/${id}`, { headers });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { data: { alias: string } }).data.alias).toBe('persisted');
    // The next id continues after the persisted one.
    const next = await fetch(`${second.url}/api/v1/links`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'url=https%3A%2F%2Fexample.com%2Fnext',
    });
    expect(((await next.json()) as { data: { id: number } }).data.id).toBe(id + 1);
    second.child.kill('SIGTERM');
  });
});
