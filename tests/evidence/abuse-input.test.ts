// Input the office can trust (issue #32), through the real gateway and api on PGlite: a name that
// reads as another ("Adm\u202Enimda" shows as "Admin") is refused at register and at the checkout
// with a field error; one phone written two ways ("+27 82 555 0199", "082 555 0199") shares one
// unpaid-hold limit; an image that claims 50,000 x 50,000 pixels is refused with a 4xx and nothing is
// stored; a JPEG's EXIF (GPS position) is not kept; a persisted query sent with another query's hash
// answers its own code and writes no error line.
import { readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DAY_SLOTS as SLOTS, workingDayFrom } from '../../api/src/test/calendar.js';
import { imageFacts, jpegWithExif, pngClaiming } from '../../api/src/test/images.js';
import { createLogger } from '../../gateway/src/http/logger.js';
import { UPLOAD_REFUSALS } from '../../shared/src/rest/uploads.js';
import { SINGLE_LINE_TEXT_MESSAGE } from '../../shared/src/rules/single-line-text.js';
import { client, codes } from './support/client.js';
import {
  CREATE_BOOKING,
  demoLine,
  newCustomer,
  rows,
  signedIn,
  TEST_PASSWORD,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

/** Every line the gateway logs, as pino writes it. */
const logLines: { level: number; msg: string; err?: { stack?: string } }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line));
    done();
  },
});

let t: InProcess;
let line: CatalogueLine;

// Every attack on both databases the product runs on.
for (const db of ['pglite', 'postgres'] as const) {
  describe(`input (${db})`, () => {
    beforeAll(async () => {
      t = await inProcess({
        db,
        config: { apiTimeoutMs: 30_000 },
        apiLimits: { maxUnpaidHolds: 2 },
        options: { logger: createLogger('info', logStream) },
      });
      line = await demoLine(client(t.url));
    });
    afterAll(async () => {
      await t?.close();
    });

    const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { user { id } } }`;
    const DECEIVING = 'Adm\u202Enimda';

    describe('a name that reads as another', () => {
      it('is refused at register and at the checkout with a field error, and no account is made', async () => {
        const details = newCustomer('bidi');
        const registered = await client(t.url).gql(REGISTER, {
          input: { name: DECEIVING, email: details.email, password: TEST_PASSWORD },
        });
        expect(registered.data?.register ?? null).toBeNull();
        expect(codes(registered)).toEqual(['BAD_USER_INPUT']);
        expect(registered.errors?.[0]?.extensions?.field).toBe('name');
        expect(registered.errors?.[0]?.message).toBe(SINGLE_LINE_TEXT_MESSAGE);

        const date = workingDayFrom('2033-03-01');
        for (const name of [DECEIVING, 'Zero\u200Bwidth', 'Admin\u2066']) {
          const checkout = await client(t.url).gql(CREATE_BOOKING, {
            input: {
              address: VISIT,
              booking: { date, timeSlot: SLOTS[0], lines: [line], modifierOptionIds: [] },
              customer: { ...details, name },
            },
          });
          expect(codes(checkout), name).toEqual(['BAD_USER_INPUT']);
          expect(checkout.errors?.[0]?.extensions?.field).toBe('customer.name');
        }
        // The street of the visit is single-line text the office reads too.
        const street = await client(t.url).gql(CREATE_BOOKING, {
          input: {
            address: { ...VISIT, street: '1 Main\u202E Road' },
            booking: { date, timeSlot: SLOTS[0], lines: [line], modifierOptionIds: [] },
            customer: details,
          },
        });
        expect(street.errors?.[0]?.extensions?.field).toBe('address.street');
        expect(await rows(t.api.db, sql`select id from users where email = ${details.email}`)).toEqual([]);
      });
    });

    describe('one phone written two ways', () => {
      it('shares one unpaid-hold limit: +27 82 555 0199 and 082 555 0199', async () => {
        // An account whose phone was written in its international form (as stored before the rule, or by
        // the office's generic table).
        const first = newCustomer('phone-intl', TEST_PASSWORD);
        const made = await t.api.post<{ id: number }>('users/save.php', {
          ...first,
          phone: '+27 82 555 0199',
          role: 'client',
        });
        expect(made.status).toBe(200);
        const owner = client(t.url);
        const login = await owner.gql(
          'mutation($input: LoginInput!) { login(input: $input) { user { id } } }',
          {
            input: { email: first.email, password: TEST_PASSWORD },
          },
        );
        expect(login.errors).toBeUndefined();
        const date = workingDayFrom('2033-04-04');
        for (const slot of SLOTS.slice(0, 2)) {
          const held = await owner.gql(CREATE_BOOKING, {
            input: {
              address: VISIT,
              booking: { date, timeSlot: slot, lines: [line], modifierOptionIds: [] },
            },
          });
          expect(held.errors, held.text).toBeUndefined();
        }
        // The same person at the checkout as a "new" customer, the number written nationally.
        const again = newCustomer('phone-national');
        const third = await client(t.url).gql(CREATE_BOOKING, {
          input: {
            address: VISIT,
            booking: { date, timeSlot: SLOTS[2], lines: [line], modifierOptionIds: [] },
            customer: { ...again, phone: '082 555 0199' },
          },
        });
        expect(codes(third)).toEqual(['TOO_MANY_HOLDS']);
        expect(await rows(t.api.db, sql`select id from users where email = ${again.email}`)).toEqual([]);
      });
    });

    const UPLOAD = `mutation($input: AdminUploadImageInput!) { adminUploadImage(input: $input) { success url file reason } }`;

    describe('images', () => {
      it('an image claiming 50,000 x 50,000 pixels is refused with a 4xx, and nothing is stored', async () => {
        const admin = await signedIn(t.api, t.url, 'admin');
        const before = readdirSync(t.api.uploadDir);
        const bomb = pngClaiming(50_000, 50_000);
        const reply = await admin.gql<{ adminUploadImage: { success: boolean; reason: string | null } }>(
          UPLOAD,
          {
            input: { filename: 'lawn.png', contentBase64: bomb.toString('base64') },
          },
        );
        expect(reply.data?.adminUploadImage).toMatchObject({
          success: false,
          reason: UPLOAD_REFUSALS.tooManyPixels,
        });
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png');
        const direct = await t.api.request('POST', 'upload/upload.php', { form });
        expect(direct.status).toBeGreaterThanOrEqual(400);
        expect(direct.status).toBeLessThan(500);
        expect(readdirSync(t.api.uploadDir)).toEqual(before);
      });

      it('a JPEG comes back upright and without its EXIF (no GPS position, no camera details)', async () => {
        const admin = await signedIn(t.api, t.url, 'admin');
        const photo = await jpegWithExif(60, 30);
        expect(await imageFacts(photo)).toMatchObject({ hasExif: true, orientation: 6 });
        const reply = await admin.gql<{ adminUploadImage: { success: boolean; url: string } }>(UPLOAD, {
          input: { filename: 'garden.jpg', contentBase64: photo.toString('base64') },
        });
        expect(reply.data?.adminUploadImage.success).toBe(true);
        const served = Buffer.from(
          await (await fetch(`${t.url}${reply.data!.adminUploadImage.url}`)).arrayBuffer(),
        );
        expect(await imageFacts(served)).toEqual({
          format: 'jpeg',
          width: 30,
          height: 60,
          orientation: undefined,
          hasExif: false,
        });
        expect(served.includes(Buffer.from('SecretCam'))).toBe(false);
      });
    });

    describe('a persisted query sent with another query’s hash', () => {
      it('answers PERSISTED_QUERY_HASH_MISMATCH and writes no error line', async () => {
        const from = logLines.length;
        const res = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: '{ __typename }',
            extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
          }),
        });
        const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
        expect(res.status).toBe(400);
        expect(body.errors.map((e) => e.extensions.code)).toEqual(['PERSISTED_QUERY_HASH_MISMATCH']);
        const lines = logLines.slice(from);
        expect(lines.filter((l) => l.level >= 50)).toEqual([]);
        expect(lines.some((l) => l.level === 30 && /persisted query/.test(l.msg) && !l.err)).toBe(true);
      });
    });
  });
}
