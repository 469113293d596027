/** The machine a benchmark ran on, for BENCHMARKS.md. */
import { readFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, release, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memory: string;
  os: string;
  node: string;
}

function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

export function describeMachine(): Machine {
  const cpuinfo = readOr('/proc/cpuinfo', '');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  const osName = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readOr('/etc/os-release', ''))?.[1] ?? process.platform;
  return {
    cpu: model,
    cores: availableParallelism(),
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${osName}, Linux ${release()} ${arch()}`,
    node: process.version,
  };
}
