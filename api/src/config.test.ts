import { afterAll, describe, expect, it } from 'vitest';
import { tempFolders } from '@greenleaf/shared/test/temp-folders';
import { loadConfig } from './config.js';

const folders = tempFolders('gl-api-config-');
const dataDir = folders.make;
afterAll(folders.removeAll);
const production = () => ({
  DATA_DIR: dataDir(),
  NODE_ENV: 'production',
  API_TOKEN: 'a'.repeat(32),
  ADMIN_PASSWORD: 'a-long-admin-password',
});
const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('api configuration', () => {
  it('local runs keep the documented admin password', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ADMIN_PASSWORD).toBe('admin12345');
  });

  it('production starts with a token and an admin password of 12 characters or more', () => {
    expect(loadConfig(production()).ADMIN_PASSWORD).toBe('a-long-admin-password');
  });

  it('production refuses a missing, default or short ADMIN_PASSWORD, naming the variable', () => {
    const { ADMIN_PASSWORD: _unset, ...noPassword } = production();
    expect(refusal(noPassword)).toMatch(/ADMIN_PASSWORD: required in production/);
    expect(refusal({ ...production(), ADMIN_PASSWORD: 'admin12345' })).toMatch(
      /ADMIN_PASSWORD: the default password is refused/,
    );
    expect(refusal({ ...production(), ADMIN_PASSWORD: 'elevenchars' })).toMatch(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
  });

  it('production refuses a missing API_TOKEN', () => {
    const { API_TOKEN: _unset, ...noToken } = production();
    expect(refusal(noToken)).toMatch(/API_TOKEN: required in production/);
  });

  it('refuses a read replica without a PostgreSQL server to be the replica of', () => {
    expect(refusal({ DATA_DIR: dataDir(), DATABASE_READ_URL: 'postgres://replica/db' })).toMatch(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
    );
  });
});
