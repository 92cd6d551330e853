import { AREA_WAITLIST_PER_ADDRESS } from '@greenleaf/shared/rest/area-waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const save = (body: unknown) => api.post('area-waitlist/save.php', body);

describe('area-waitlist/save.php', () => {
  it('keeps one entry per e-mail and suburb (any case), and lists it for the office', async () => {
    const first = await save({
      email: 'lindiwe@example.co.za',
      suburb: 'Stellenbosch',
      clientIp: '10.0.0.1',
    });
    expect(first.status).toBe(200);
    const again = await save({
      email: 'Lindiwe@Example.co.za',
      suburb: 'stellenbosch',
      clientIp: '10.0.0.1',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const list = await api.get('area-waitlist/list.php');
    expect(list.status).toBe(200);
    expect(
      (list.body as { email: string; suburb: string }[]).filter((e) => e.suburb === 'Stellenbosch'),
    ).toEqual([expect.objectContaining({ email: 'lindiwe@example.co.za', suburb: 'Stellenbosch' })]);
  });

  it('refuses a bad e-mail or an empty suburb, naming the field', async () => {
    const bad = await save({ email: 'not-an-email', suburb: 'Paarl' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('email');
    const empty = await save({ email: 'a@example.co.za', suburb: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('suburb');
  });

  it(`keeps ${AREA_WAITLIST_PER_ADDRESS} requests a day from one address, even sent at once, then 429`, async () => {
    const replies = await Promise.all(
      Array.from({ length: AREA_WAITLIST_PER_ADDRESS + 3 }, (_, i) =>
        save({ email: `w${i}@example.co.za`, suburb: 'Somerset West', clientIp: '10.9.9.9' }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(AREA_WAITLIST_PER_ADDRESS);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [429, 'RATE_LIMITED']));
  });
});
