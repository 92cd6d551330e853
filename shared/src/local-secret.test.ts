import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localSecret } from './local-secret.js';

const dir = mkdtempSync(join(tmpdir(), 'gl-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('localSecret', () => {
  it('creates a secret once, private to its owner, and returns the same one afterwards', () => {
    const first = localSecret(join(dir, 'data'), 'api-token');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dir, 'data', 'api-token')).mode & 0o777).toBe(0o600);
    expect(localSecret(join(dir, 'data'), 'api-token')).toBe(first);
    expect(localSecret(join(dir, 'data'), 'session-secret')).not.toBe(first);
  });
});
