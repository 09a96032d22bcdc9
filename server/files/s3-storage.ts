import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config.ts';
import type { FileStorage, ObjectMeta } from './storage.ts';
import { assertStorageKey } from './storage.ts';

type S3Config = Config['files']['s3'];

/** The object's URL: path style (`endpoint/bucket/key`, MinIO and most S3-compatibles) or virtual-hosted. */
export function objectUrl(s3: S3Config, key: string): string {
  assertStorageKey(key);
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (s3.forcePathStyle) {
    endpoint.pathname = `${base}/${encodeURIComponent(s3.bucket!)}/${key}`;
  } else {
    endpoint.hostname = `${s3.bucket}.${endpoint.hostname}`;
    endpoint.pathname = `${base}/${key}`;
  }
  return endpoint.toString();
}

class S3Error extends Error {
  readonly status: number;
  constructor(operation: string, status: number) {
    super(`S3 ${operation} failed with status ${status}`);
    this.status = status;
  }
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, Backblaze…), requests signed with SigV4 by
 * aws4fetch. Uploads stream with their length and, when known, their SHA-256 (the store
 * refuses a body that does not match it).
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly config: S3Config;
  readonly client: AwsClient;

  constructor(config: S3Config) {
    if (!config.bucket || !config.accessKeyId || !config.secretAccessKey) {
      throw new Error('FILE_STORAGE=s3 precisa de S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY');
    }
    this.config = config;
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: 2,
    });
  }

  url(key: string): string {
    return objectUrl(this.config, key);
  }

  async put(key: string, body: Readable | Buffer, meta: ObjectMeta): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': meta.mime,
      'x-amz-content-sha256': meta.sha256 ?? 'UNSIGNED-PAYLOAD',
    };
    let payload: NonNullable<RequestInit['body']>;
    if (Buffer.isBuffer(body)) {
      // A view of the bytes, not a copy of them (fetch copies what it sends once more): a signed
      // emission of 10,000 títulos is 79 MB, ~0.27 s of the API's thread to copy on a slow kernel.
      payload = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    } else {
      if (meta.size === undefined) throw new Error('S3 put of a stream needs its size');
      headers['content-length'] = String(meta.size);
      payload = Readable.toWeb(body) as ReadableStream;
    }
    // A stream can be sent once: sign and send without the client's retries.
    const request = await this.client.sign(this.url(key), {
      method: 'PUT',
      headers,
      body: payload,
      duplex: 'half',
    } as RequestInit);
    const response = await fetch(request);
    await response.body?.cancel();
    if (!response.ok) throw new S3Error('PUT', response.status);
  }

  async get(key: string): Promise<Readable | null> {
    const response = await this.client.fetch(this.url(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new S3Error('GET', response.status);
    }
    return Readable.fromWeb(response.body as WebReadableStream);
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw new S3Error('DELETE', response.status);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.client.fetch(this.url(key), { method: 'HEAD' });
    await response.body?.cancel();
    if (response.status === 404) return false;
    if (!response.ok) throw new S3Error('HEAD', response.status);
    return true;
  }
}
