import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, ObjectMeta } from './storage.ts';
import { assertStorageKey } from './storage.ts';

/**
 * Files in a folder outside the web root (config.files.dir), created on first write, owner
 * only. `ab/abcdef…` (two-character fan-out). A write goes to a temporary file in the same
 * folder and is renamed into place, so a reader never sees half a file.
 */
export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  /** The object's path; a key that is not ours, or a path leaving the folder, throws. */
  pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(this.root, key.slice(0, 2), key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('invalid storage key');
    return full;
  }

  async put(key: string, body: Readable | Buffer, _meta: ObjectMeta): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }
}
