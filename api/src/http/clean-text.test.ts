/**
 * Every writer's text is checked before it reaches the database: a NUL byte or another control
 * character in a body or a query string is a 400 naming the field (it used to fail the query: 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const user = (o: Record<string, unknown>) => ({
  name: 'Thandi Nkosi',
  email: `clean-${Math.random().toString(36).slice(2)}@example.co.za`,
  password: 'correct horse battery',
  phone: '0821234567',
  ...o,
});

describe('control characters', () => {
  it('in a name, phone or e-mail: 400 with the field, nothing written', async () => {
    for (const [field, value] of [
      ['name', 'Thandi\u0000Nkosi'],
      ['phone', '082\u00001234567'],
      ['email', 'thandi\u0000@example.co.za'],
      ['name', 'Thandi\nNkosi'],
    ] as const) {
      const res = await api.post('users/save.php', user({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toEqual([field]);
    }
    const found = await api.get('users/users.php?search=Thandi%00');
    expect(found.status).toBe(400);
    expect(Object.keys(found.body.fields)).toEqual(['search']);
  });

  it('through the generic table writes too; line breaks stay allowed in multi-line fields', async () => {
    const bad = await api.post('query/query.php', {
      table: 'categories',
      action: 'insert',
      data: [{ key: 'name', value: 'Lawns\u0000' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['data.0.value']);
    const good = await api.post('query/query.php', {
      table: 'categories',
      action: 'insert',
      data: [
        { key: 'name', value: `Lawns ${Date.now()}` },
        { key: 'description', value: 'Line one\r\n\tline two' },
      ],
    });
    expect(good.status).toBe(200);
    const saved = await api.post('users/save.php', user({ address: '1 Long Street\nCape Town' }));
    expect(saved.status).toBe(200);
  });
});
