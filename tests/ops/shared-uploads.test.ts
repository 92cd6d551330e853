// Two apis on two data folders (as on two hosts) sharing one S3-compatible bucket, each behind its own
// gateway: a picture uploaded through one gateway's image route is served by the other, with the same
// URL, and removed through it for both; neither api keeps it on its own disk. The bucket is s3rver from
// npm, run as a process (CI has no container runtime for MinIO); the apis make the bucket at start.
// Before the switch, api 0 kept a picture on its disk: `npm run storage:copy -w api` moves it over, and
// its old URL is served by both.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExif } from '../../api/src/test/images.js';
import { freePorts } from '../../scripts/free-ports.mjs';
import { startS3Server, type S3Server } from '../../scripts/s3-server.mjs';
import { replicaEnv } from '../support/stack-env.js';
import { adminCookie } from '../support/replicas.js';
import { root, startProcess, stopProcess, waitFor } from '../support/stack.js';

// two gateways (0, 1) and two apis (2, 3)
const ports = await freePorts(4);
const gateways = [0, 1].map((i) => `http://127.0.0.1:${ports[i]}`);
const apis = [0, 1].map((i) => `http://127.0.0.1:${ports[2 + i]}`);
const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'gl-shared-uploads-')));
const procs: ChildProcess[] = [];
const shared = replicaEnv();
let s3: S3Server;
// a picture api 0 stored on its disk before the switch to S3
const OLD_NAME = `${'ab'.repeat(16)}.jpg`;
let oldPicture: Buffer;
let copyReports: string[] = [];

async function gql(url: string, query: string, variables: object = {}, cookie?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await res.json()) as any, setCookie: res.headers.getSetCookie() };
}

beforeAll(async () => {
  s3 = await startS3Server();
  const storage = {
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'greenleaf-uploads',
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  oldPicture = await jpegWithExif(20, 20);
  mkdirSync(join(dataDirs[0]!, 'uploads'));
  writeFileSync(join(dataDirs[0]!, 'uploads', OLD_NAME), oldPicture);
  // twice: the second run finds it there
  copyReports = [0, 1].map(() =>
    execFileSync(process.execPath, ['--import', 'tsx', 'src/storage/copy-main.ts'], {
      cwd: join(root, 'api'),
      env: { ...process.env, ...shared, ...storage, DATA_DIR: dataDirs[0]! },
      encoding: 'utf8',
    }),
  );
  rmSync(join(dataDirs[0]!, 'uploads', OLD_NAME));
  for (let i = 0; i < 2; i++) {
    procs.push(
      startProcess('api', {
        ...shared,
        ...storage,
        DATA_DIR: dataDirs[i]!,
        API_PORT: String(ports[2 + i]),
      }),
    );
  }
  await Promise.all(apis.map((a) => waitFor(`${a}/readyz`)));
  for (let i = 0; i < 2; i++) {
    procs.push(
      startProcess('gateway', {
        ...shared,
        DATA_DIR: dataDirs[i]!,
        PORT: String(ports[i]),
        API_URL: apis[i]!,
        PUBLIC_URL: gateways[i]!,
      }),
    );
  }
  await Promise.all(gateways.map((g) => waitFor(`${g}/healthz`)));
}, 180_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => stopProcess(p)));
  await s3?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const UPLOAD = `mutation($input: AdminUploadImageInput!) { adminUploadImage(input: $input) { success url file reason } }`;
const DELETE = `mutation($input: AdminDeleteUploadInput!) { adminDeleteUpload(input: $input) { success } }`;

describe('two apis sharing one S3 bucket', () => {
  it('serves a picture uploaded through one replica from the other, and removes it for both', async () => {
    const photo = await jpegWithExif(48, 32);
    const up = await gql(
      gateways[0]!,
      UPLOAD,
      { input: { filename: 'lawn.jpg', contentBase64: photo.toString('base64') } },
      await adminCookie(gateways[0]!),
    );
    expect(up.body.errors).toBeUndefined();
    const { success, url, file } = up.body.data.adminUploadImage;
    expect(success).toBe(true);
    expect(url).toBe(`/uploads/${file}`);

    // the same URL on either gateway gives the same image
    const served = await Promise.all(gateways.map((g) => fetch(`${g}${url}`)));
    for (const res of served) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    const [a, b] = await Promise.all(served.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(a!.length).toBeGreaterThan(0);
    expect(b!.equals(a!)).toBe(true);
    // kept in the bucket, not on either api's disk
    for (const dir of dataDirs) {
      const uploads = join(dir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads) : []).not.toContain(file);
    }

    const del = await gql(gateways[1]!, DELETE, { input: { file } }, await adminCookie(gateways[1]!));
    expect(del.body.data.adminDeleteUpload.success).toBe(true);
    for (const g of gateways) expect((await fetch(`${g}${url}`)).status).toBe(404);
  });

  it('serves a picture kept on disk before the switch, once storage:copy put it in the bucket', async () => {
    expect(copyReports[0]).toContain('1 copied, 0 already there');
    expect(copyReports[1]).toContain('0 copied, 1 already there');
    for (const g of gateways) {
      const res = await fetch(`${g}/uploads/${OLD_NAME}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(oldPicture)).toBe(true);
    }
  });
});
