import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** What a stored object carries besides its bytes. */
export interface ObjectMeta {
  /** The content type found by content (never the client's claim). */
  mime: string;
  /** Length in bytes, when known (S3 needs it to stream an upload). */
  size?: number;
  /** Hex SHA-256 of the bytes, when known (S3 then checks the upload against it). */
  sha256?: string;
}

/**
 * Where uploaded bytes live: a local folder by default, an S3-compatible bucket when
 * configured. Keys are ours (storageKey()), never derived from a client's file name.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, meta: ObjectMeta): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A fresh random key: a UUID, so nothing a client sends reaches a path or an object name. */
export const newStorageKey = (): string => randomUUID();

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Refuses anything that is not a key we made (defence in depth against path tricks). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('invalid storage key');
}

const stores = new WeakMap<Config['files'], FileStorage>();

/** The configured store, one per configuration. */
export function fileStorage(config: Config): FileStorage {
  let store = stores.get(config.files);
  if (!store) {
    store = config.files.storage === 's3' ? new S3Storage(config.files.s3) : new LocalStorage(config.files.dir);
    stores.set(config.files, store);
  }
  return store;
}
