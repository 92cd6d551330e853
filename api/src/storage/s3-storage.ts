/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Ceph, R2 ...), so every api replica, on
 * any host, reads what any other stored. Requests are signed with AWS Signature V4 by aws4fetch (a
 * few kilobytes over the platform's fetch; the full AWS SDK brings dozens of packages for the four
 * calls we make). Objects keep the stored name as their key; the api still serves them itself
 * (upload/file.php), so the bucket stays private and the images' URLs do not change.
 */
import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { contentTypeFor } from './images.js';
import { STORED_NAME, type Storage } from './storage.js';

interface S3Options {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted stores) rather than in the host name (AWS's default). */
  forcePathStyle: boolean;
}

/** An answer the store should not give (not 2xx and not the "none" we expect): an error, never null. */
class S3Error extends Error {
  constructor(what: string, res: Response) {
    super(`S3 ${what} failed: HTTP ${res.status} ${res.statusText}`);
  }
}

export class S3Storage implements Storage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(opts: S3Options) {
    this.client = new AwsClient({
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      region: opts.region,
      service: 's3',
    });
    const url = new URL(opts.endpoint);
    const root = url.pathname.replace(/\/+$/, '');
    this.base = opts.forcePathStyle
      ? `${url.origin}${root}/${encodeURIComponent(opts.bucket)}`
      : `${url.protocol}//${opts.bucket}.${url.host}${root}`;
  }

  private request(key: string, init: RequestInit = {}): Promise<Response> {
    return this.client.fetch(`${this.base}/${key}`, init);
  }

  /** Makes the bucket when it is missing (MinIO and test servers start empty); start-up calls it. */
  async ensureBucket(): Promise<void> {
    const head = await this.client.fetch(`${this.base}/`, { method: 'HEAD' });
    if (head.ok) return;
    if (head.status !== 404) throw new S3Error('checking the bucket', head);
    const made = await this.client.fetch(`${this.base}/`, { method: 'PUT' });
    // 409: another replica made it meanwhile
    if (!made.ok && made.status !== 409) throw new S3Error('creating the bucket', made);
  }

  async put(bytes: Uint8Array, ext: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await this.putAs(name, bytes);
    return name;
  }

  /** Stores bytes under a name of ours (the copy from disk keeps the names the pages already use). */
  async putAs(name: string, bytes: Uint8Array): Promise<void> {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored name: ${name}`);
    const res = await this.request(name, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': contentTypeFor(name) ?? 'application/octet-stream' },
    });
    if (!res.ok) throw new S3Error('storing a file', res);
  }

  /** Whether a file of that name is stored. */
  async has(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    const res = await this.request(name, { method: 'HEAD' });
    if (res.ok) return true;
    if (res.status === 404) return false;
    throw new S3Error('checking a file', res);
  }

  async get(name: string): Promise<Uint8Array | null> {
    if (!STORED_NAME.test(name)) return null;
    const res = await this.request(name);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw new S3Error('reading a file', res);
    return new Uint8Array(await res.arrayBuffer());
  }

  async remove(name: string): Promise<boolean> {
    // S3 answers a delete of a missing key with 204 too: ask first, so "none" stays false.
    if (!(await this.has(name))) return false;
    const res = await this.request(name, { method: 'DELETE' });
    if (!res.ok) throw new S3Error('removing a file', res);
    return true;
  }
}
