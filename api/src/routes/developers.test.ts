/**
 * developers/*.php on PGlite: a client stored with its secret's hash only, found by that hash while
 * live, not after its secret is rotated or it is revoked; a revoked client cannot be rotated back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@greenleaf/shared/sha256';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const authenticate = (secret: string) => api.get(`developers/authenticate.php?secretHash=${sha256(secret)}`);

describe('API clients', () => {
  it('finds a live client by its secret, and not once rotated or revoked', async () => {
    const made = await api.post<{ id: number; scopes: string[]; allowedOrigins: string[] }>(
      'developers/save.php',
      {
        name: 'Leads Ltd',
        scopes: ['catalogue:read', 'catalogue:read', 'quotes:write'],
        allowedOrigins: ['https://Leads.example'],
        secretHash: sha256('gl_live_first'),
        secretShown: 'gl_live_fir',
      },
    );
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({
      scopes: ['catalogue:read', 'quotes:write'],
      allowedOrigins: ['https://leads.example'],
    });
    expect(made.text).not.toContain(sha256('gl_live_first'));
    expect((await authenticate('gl_live_first')).body).toMatchObject({ id: made.body.id, name: 'Leads Ltd' });
    expect((await api.get('developers/origin.php?origin=https://leads.example')).body).toEqual({
      allowed: true,
    });

    const rotated = await api.post('developers/rotate.php', {
      id: made.body.id,
      secretHash: sha256('gl_live_second'),
      secretShown: 'gl_live_sec',
    });
    expect(rotated.status, rotated.text).toBe(200);
    expect((await authenticate('gl_live_first')).status).toBe(404);
    expect((await authenticate('gl_live_second')).status).toBe(200);

    const revoked = await api.post<{ revokedAt: string | null }>('developers/revoke.php', {
      id: made.body.id,
    });
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    expect((await authenticate('gl_live_second')).status).toBe(404);
    expect((await api.get('developers/origin.php?origin=https://leads.example')).body).toEqual({
      allowed: false,
    });
    const again = await api.post('developers/rotate.php', {
      id: made.body.id,
      secretHash: sha256('gl_live_third'),
      secretShown: 'gl_live_thi',
    });
    expect(again.status).toBe(409);
    const list = await api.get<{ id: number; revokedAt: string | null }[]>('developers/list.php');
    expect(list.body.find((c) => c.id === made.body.id)?.revokedAt).toEqual(expect.any(String));
  });

  it('names the field of an unknown scope or a bad origin', async () => {
    const base = { name: 'X', secretHash: sha256('gl_live_x'), secretShown: 'gl_live_x' };
    const scope = await api.post<{ fields: Record<string, string> }>('developers/save.php', {
      ...base,
      scopes: ['everything'],
    });
    expect(scope.status).toBe(400);
    expect(Object.keys(scope.body.fields)[0]).toMatch(/^scopes/);
    const origin = await api.post<{ fields: Record<string, string> }>('developers/save.php', {
      ...base,
      scopes: ['catalogue:read'],
      allowedOrigins: ['https://x.example/path'],
    });
    expect(origin.status).toBe(400);
    expect(Object.keys(origin.body.fields)[0]).toMatch(/^allowedOrigins/);
  });
});

describe("an API client's limits", () => {
  it('are the defaults (null) until the office sets them, then as set, and back to the default', async () => {
    const made = await api.post<{ id: number; limits: Record<string, number | null> }>(
      'developers/save.php',
      {
        name: 'Limits Ltd',
        scopes: ['catalogue:read'],
        secretHash: sha256('gl_live_limits'),
        secretShown: 'gl_live_lim',
      },
    );
    expect(made.body.limits).toEqual({
      requestsPerMinute: null,
      costPerMinute: null,
      quoteRequestsPerDay: null,
    });
    const set = await api.post<{ limits: Record<string, number | null> }>('developers/limits.php', {
      id: made.body.id,
      limits: { requestsPerMinute: 1200, costPerMinute: null, quoteRequestsPerDay: 50 },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.limits).toEqual({
      requestsPerMinute: 1200,
      costPerMinute: null,
      quoteRequestsPerDay: 50,
    });
    expect((await authenticate('gl_live_limits')).body).toMatchObject({ limits: set.body.limits });
    const reset = await api.post<{ limits: Record<string, number | null> }>('developers/limits.php', {
      id: made.body.id,
      limits: {},
    });
    expect(reset.body.limits).toEqual({
      requestsPerMinute: null,
      costPerMinute: null,
      quoteRequestsPerDay: null,
    });
  });

  it('refuse a value out of bounds naming the field, and an unknown client with 404', async () => {
    const bad = await api.post<{ fields: Record<string, string> }>('developers/limits.php', {
      id: 1,
      limits: { requestsPerMinute: 0 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).join()).toContain('requestsPerMinute');
    const missing = await api.post('developers/limits.php', { id: 999_999, limits: {} });
    expect(missing.status).toBe(404);
  });
});
