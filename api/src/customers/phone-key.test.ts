/**
 * The database's `phone_key` (migration 0037), the one form every comparison of two phones uses (the
 * unpaid-hold limit, the first-time discount, the referral credit, the office's search), is the
 * national form of shared/src/sa-phone.ts `normaliseSaPhone`; for a number that is not South African,
 * its digits when there are 6 or more; else null. Checked here against the shared rule, on PGlite and
 * on PostgreSQL.
 */
import { normaliseSaPhone } from '@greenleaf/shared/sa-phone';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** What phone_key must answer, from the shared rule. */
const expected = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, '');
  return normaliseSaPhone(phone) ?? (digits.length >= 6 ? digits : null);
};

async function keys(phones: string[]): Promise<(string | null)[]> {
  const result = (await api.db.execute(
    sql`select phone_key(p.value) as k from json_array_elements_text(${JSON.stringify(phones)}::json) with ordinality as p(value, i) order by p.i`,
  )) as unknown as { rows: { k: string | null }[] };
  return result.rows.map((r) => r.k);
}

const WRITTEN = [
  '082 555 0199',
  '0825550199',
  '+27 82 555 0199',
  '+27825550199',
  '27 82 555 0199',
  '27825550199',
  '0027 82 555 0199',
  '+27 (0)82 555 0199',
  '+27(0)825550199',
  '(082) 555-0199',
  '082.555.0199',
  '  082 555 0199  ',
  '021 555 0101',
  '+44 20 7946 0958',
  '082 555',
  '12345',
  '',
  'call me',
  '0825550199 ext 2',
  '+27 82 555 019',
  '+27 02 555 0199',
];

describe('phone_key', () => {
  it('gives every way of writing one South African number the one national form', async () => {
    const got = await keys(WRITTEN);
    expect(got.slice(0, 12)).toEqual(Array(12).fill('0825550199'));
    expect(got).toEqual(WRITTEN.map(expected));
  });

  it('agrees with the shared phone rule on any text made of the characters numbers are written with', async () => {
    const phone = fc
      .array(fc.constantFrom(...'0123456789 +()-.27'.split(''), '0027', '+27', '(0)', '082', '  '), {
        maxLength: 18,
      })
      .map((parts) => parts.join(''));
    const samples = fc.sample(phone, { numRuns: 500, seed: 32 });
    expect(await keys(samples)).toEqual(samples.map(expected));
  });
});
