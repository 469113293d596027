/**
 * The data and its persistence. With a data file, every acknowledged write is on disk before
 * the response leaves: the router calls `save()` synchronously after a successful write, and
 * `save()` writes a temp file, fsyncs it and renames it over the old one (rename is atomic on
 * one file system), so `kill -9` at any moment leaves either the old or the new state.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import type { Data } from './model.ts';
import { seedData } from './seed.ts';

export interface StoreOptions {
  file?: string;
  seed: boolean;
  now: () => number;
  /** The demo account's time zone at seeding. */
  timezone?: string | null;
}

export class Store {
  data: Data;

  constructor(private readonly options: StoreOptions) {
    const loaded = options.file ? load(options.file) : null;
    this.data = loaded ?? seedData(options.now(), options.seed, options.timezone ?? null);
    if (!loaded) this.save();
  }

  nextId(table: keyof Data['seq']): number {
    this.data.seq[table] += 1;
    return this.data.seq[table];
  }

  /** Back to the seed (relative to the current clock). */
  reset(): void {
    this.data = seedData(this.options.now(), this.options.seed, this.options.timezone ?? null);
    this.save();
  }

  save(): void {
    const file = this.options.file;
    if (!file) return;
    const temp = `${file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, JSON.stringify(this.data));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  }
}

function load(file: string): Data | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') return null;
  const parsed = JSON.parse(text) as Data;
  if (parsed.version !== 1 || !Array.isArray(parsed.accounts) || parsed.accounts.length === 0) return null;
  return parsed;
}
