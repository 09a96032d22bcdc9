import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

/** The embedded database's one-process-per-folder lock (PGlite corrupts a folder two processes open). */
describe('acquireDataDirLock', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'reurb-lock-'));
    dir = path.join(root, 'pg');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes this process id beside the folder and removes it on release', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a folder another live process holds, in Portuguese, and leaves its lock', () => {
    // PID 1 is always alive: the container's or the machine's init.
    writeFileSync(`${dir}.lock`, '1');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/já está aberto pelo processo 1\. .*use DATABASE_URL/);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe('1');
  });

  it('takes over a lock left by a process that has ended', () => {
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('stops listening for exit once released: a process that opens many databases keeps no listener per database', () => {
    const before = process.listenerCount('exit');
    for (let i = 0; i < 20; i++) acquireDataDirLock(path.join(root, `db-${i}`))();
    expect(process.listenerCount('exit')).toBe(before);
  });
});
