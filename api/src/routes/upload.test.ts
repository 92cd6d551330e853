import { UPLOAD_REFUSALS } from '@greenleaf/shared/rest/uploads';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_NAME } from '../storage/storage.js';
import { pngClaiming } from '../test/images.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const IMAGES = {
  png: b64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  gif: b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  webp: b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  jpg: new Uint8Array(
    await sharp({ create: { width: 2, height: 1, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer(),
  ),
} as const;
const FORMATS = { png: 'png', gif: 'gif', webp: 'webp', jpg: 'jpeg' } as const;

const stored = () => readdirSync(api.uploadDir).sort();

function form(bytes: Uint8Array | null, filename = 'photo.bin', type = 'application/octet-stream') {
  const f = new FormData();
  f.append('name', filename);
  if (bytes) f.append('file', new Blob([bytes], { type }), filename);
  return f;
}
const upload = (bytes: Uint8Array | null, filename?: string, type?: string) =>
  api.request('POST', 'upload/upload.php', { form: form(bytes, filename, type) });

describe('upload/upload.php', () => {
  it.each(Object.entries(IMAGES))(
    'keeps a %s image under a random name, decoded and encoded again in its own format',
    async (ext, bytes) => {
      const res = await upload(bytes, `mine.${ext === 'jpg' ? 'png' : 'jpg'}`, 'text/plain');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.file).toMatch(STORED_NAME);
      expect(res.body.file.endsWith(`.${ext}`)).toBe(true);
      expect(res.body.url).toBe(`/uploads/${res.body.file}`);
      const kept = await sharp(readFileSync(join(api.uploadDir, res.body.file))).metadata();
      const sent = await sharp(bytes).metadata();
      expect([kept.format, kept.width, kept.height]).toEqual([
        FORMATS[ext as keyof typeof FORMATS],
        sent.width,
        sent.height,
      ]);
    },
  );

  it('refuses anything that is not one of the four image types by its bytes, storing nothing', async () => {
    const before = stored();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const script = new TextEncoder().encode('<script>alert(document.cookie)</script>');
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    for (const [bytes, name, type] of [
      [script, 'cat.jpg', 'image/jpeg'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [pdf, 'doc.gif', 'image/gif'],
      [new TextEncoder().encode('GIF'), 'short.gif', 'image/gif'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({
        success: false,
        reason: UPLOAD_REFUSALS.notImage,
        error: UPLOAD_REFUSALS.notImage,
      });
    }
    expect(stored()).toEqual(before);
  });

  it('refuses an empty file, a form without a file and a body that is not multipart', async () => {
    const before = stored();
    const empty = await upload(new Uint8Array(0), 'empty.png', 'image/png');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, reason: 'The file is empty.', error: 'The file is empty.' });
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ success: false, reason: 'No file was sent.', error: 'No file was sent.' });
    const json = await api.post('upload/upload.php', { file: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.success).toBe(false);
    const broken = await api.request('POST', 'upload/upload.php', {
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.success).toBe(false);
    expect(stored()).toEqual(before);
  });

  it('takes a file of exactly 2,000,000 bytes and refuses one byte more with 413', async () => {
    const before = stored();
    // A real PNG, padded after its end (decoders stop at IEND) to the sizes the limit is about.
    const big = new Uint8Array(2_000_001);
    big.set(IMAGES.png);
    const tooBig = await upload(big, 'big.jpg', 'image/jpeg');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({
      success: false,
      reason: UPLOAD_REFUSALS.tooBig,
      error: UPLOAD_REFUSALS.tooBig,
    });
    expect(stored()).toEqual(before);
    const justFits = await upload(big.subarray(0, 2_000_000), 'fits.jpg', 'image/jpeg');
    expect(justFits.status).toBe(200);
    // What is kept is the image encoded again: the padding is gone.
    expect(readFileSync(join(api.uploadDir, justFits.body.file)).length).toBeLessThan(1_000);
  });

  it('refuses an image over 40 megapixels with 413 and one that does not decode with 400, storing nothing', async () => {
    const before = stored();
    const bomb = await upload(new Uint8Array(pngClaiming(50_000, 50_000)), 'bomb.png', 'image/png');
    expect(bomb.status).toBe(413);
    expect(bomb.body).toEqual({
      success: false,
      reason: UPLOAD_REFUSALS.tooManyPixels,
      error: UPLOAD_REFUSALS.tooManyPixels,
    });
    const broken = await upload(IMAGES.jpg.subarray(0, 200), 'cut.jpg', 'image/jpeg');
    expect(broken.status).toBe(400);
    expect(broken.body.reason).toBe(UPLOAD_REFUSALS.unreadable);
    expect(stored()).toEqual(before);
  });

  it('keeps a GIF/HTML polyglot only as a GIF, served so no browser runs it', async () => {
    const polyglot = new Uint8Array([
      ...IMAGES.gif,
      ...new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    ]);
    const res = await upload(polyglot, 'page.html', 'text/html');
    expect(res.status).toBe(200);
    expect(res.body.file).toMatch(/\.gif$/);
    // Encoded again from its pixels: the HTML is not kept at all.
    expect(readFileSync(join(api.uploadDir, res.body.file)).includes('<script>')).toBe(false);
    const served = await api.get(`upload/file.php?file=${res.body.file}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('upload/file.php and upload/delete.php', () => {
  it('serves the bytes with the type, nosniff, inline disposition and a long cache', async () => {
    const { body } = await upload(IMAGES.png, 'a.png', 'image/png');
    const res = await fetch(`${api.baseUrl}/upload/file.php?file=${body.file}`, {
      headers: { authorization: 'Bearer test-token-0123456789abcdef' },
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(
      new Uint8Array(readFileSync(join(api.uploadDir, body.file))),
    );
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for unknown or malformed names, so no path leaves the storage', async () => {
    for (const name of [
      'ffffffffffffffffffffffffffffffff.png',
      '../package.json',
      '..%2F..%2Fpackage.json',
      '%2e%2e%2fetc%2fpasswd',
      'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF.png',
      'ffffffffffffffffffffffffffffffff.svg',
      'ffffffffffffffffffffffffffffffff.png/../../x',
      '',
    ]) {
      const res = await api.get(`upload/file.php?file=${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await api.get('upload/file.php')).status).toBe(400);
  });

  it('deletes a stored file once', async () => {
    const { body } = await upload(IMAGES.webp, 'w.webp', 'image/webp');
    expect(stored()).toContain(body.file);
    const res = await api.get(`upload/delete.php?file=${body.file}`);
    expect(res.body).toEqual({ success: true });
    expect(stored()).not.toContain(body.file);
    expect((await api.get(`upload/file.php?file=${body.file}`)).status).toBe(404);
    const again = await api.get(`upload/delete.php?file=${body.file}`);
    expect(again.status).toBe(404);
    expect(again.body.success).toBe(false);
    expect((await api.get('upload/delete.php?file=../../etc/passwd')).body.success).toBe(false);
  });
});

describe('upload/upload.php with an idempotency key', () => {
  const keyed = (bytes: Uint8Array, idempotency: unknown) => {
    const f = new FormData();
    // The key comes before the file: the api reads the fields ahead of it.
    f.append('idempotency', typeof idempotency === 'string' ? idempotency : JSON.stringify(idempotency));
    f.append('file', new Blob([bytes]), 'photo.png');
    return api.request('POST', 'upload/upload.php', { form: f });
  };
  const claim = (key: string, fingerprint: string) => ({ key, actor: 'user:1', fingerprint });

  it('stores the file once for uploads sent at once with one key, each answering its name', async () => {
    const before = stored().length;
    const idempotency = claim(`upload-${Date.now()}`, 'a'.repeat(64));
    const replies = await Promise.all(Array.from({ length: 3 }, () => keyed(IMAGES.png, idempotency)));
    for (const r of replies) expect(r.status, r.text).toBe(200);
    expect(new Set(replies.map((r) => r.body.file)).size).toBe(1);
    expect(stored().length).toBe(before + 1);
    const again = await keyed(IMAGES.png, idempotency);
    expect(again.body.file).toBe(replies[0]!.body.file);
    expect(stored().length).toBe(before + 1);
  });

  it('refuses another file under the same key, storing nothing, and a key that is not one', async () => {
    const key = `upload-other-${Date.now()}`;
    expect((await keyed(IMAGES.png, claim(key, 'b'.repeat(64)))).status).toBe(200);
    const before = stored().length;
    const other = await keyed(IMAGES.gif, claim(key, 'c'.repeat(64)));
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'DUPLICATE', fields: { idempotencyKey: expect.any(String) } });
    expect(stored().length).toBe(before);
    expect((await keyed(IMAGES.png, '{"key":""}')).status).toBe(400);
    expect(stored().length).toBe(before);
  });
});
