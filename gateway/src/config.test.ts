import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolders } from '@greenleaf/shared/test/temp-folders';
import { loadConfig } from './config.js';

const folders = tempFolders('gl-config-');
const dataDir = folders.make;
afterAll(folders.removeAll);

describe('gateway configuration', () => {
  it('local defaults: ports, api, simulator with the PayFast sandbox merchant, secrets in the data folder', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 4000,
      apiUrl: 'http://127.0.0.1:4001',
      publicUrl: 'http://localhost:4000',
      apiTimeoutMs: 2000,
      apiWriteTimeoutMs: 15_000,
      payment: {
        mode: 'simulator',
        merchantId: '10000100',
        merchantKey: '46f0cd694581a',
        validateUrl: 'http://localhost:4000/payments/simulator/validate',
      },
      trustedProxies: [],
    });
    expect(config.apiToken).toBe(readFileSync(join(dir, 'api-token'), 'utf8').trim());
    // The simulator signs with a passphrase of its own, kept in the data folder like the other secrets.
    expect(config.payment.passphrase).toBe(readFileSync(join(dir, 'payfast-passphrase'), 'utf8').trim());
    expect(config.payment.passphrase.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).payment.passphrase).toBe(config.payment.passphrase);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('finds the built client from the repository root, whatever the working directory', () => {
    const repoRoot = join(import.meta.dirname, '..', '..');
    const cwd = process.cwd();
    try {
      process.chdir(tmpdir());
      expect(loadConfig({ DATA_DIR: dataDir() }).clientDist).toBe(join(repoRoot, 'client', 'dist'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('TRUSTED_PROXIES: none by default; a comma list of addresses and CIDRs; anything else refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustedProxies).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: ' 10.0.0.5, 192.168.0.0/16,::1 ,' }).trustedProxies,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', '::1']);
    for (const bad of ['*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('refuses an api or (with the simulator) a public address on a port fetch will not connect to', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_URL: 'http://127.0.0.1:4190' })).toThrow(
      /API_URL: port 4190/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://127.0.0.1:4190' })).toThrow(
      /PUBLIC_URL: port 4190/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://127.0.0.1:4180' })).not.toThrow();
  });

  it('SERIES_JOB_INTERVAL_SECONDS: every 5 minutes by default, 0 turns the series job off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seriesJobIntervalSeconds).toBe(300);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SERIES_JOB_INTERVAL_SECONDS: '0' }).seriesJobIntervalSeconds,
    ).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SERIES_JOB_INTERVAL_SECONDS: '-1' })).toThrow(
      /SERIES_JOB_INTERVAL_SECONDS/,
    );
  });

  it("the office's details: the site's current ones by default, each read from its variable, a bad one refused", () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults).toMatchObject({
      officePhone: '+27 21 555 0142',
      officeEmail: 'hello@greenleaf.co.za',
      officeAddress: {
        street: 'Unit 12, Century Park Business Park',
        locality: 'Century City, Cape Town',
        region: 'Western Cape',
        postalCode: '7441',
      },
      callOutFreeMinutes: 30,
      changeCutoffHours: 24,
    });
    expect(defaults.officeHours.map((row) => row.days)).toEqual([
      'Monday to Friday',
      'Saturday',
      'Sunday and public holidays',
    ]);
    const given = loadConfig({
      DATA_DIR: dataDir(),
      OFFICE_EMAIL: 'office@example.test',
      OFFICE_ADDRESS: '1 Main Road; Durbanville, Cape Town; Western Cape; 7550',
      OFFICE_HOURS: 'Mo-Sa 08:00-17:00',
    });
    expect(given.officeEmail).toBe('office@example.test');
    expect(given.officeAddress.street).toBe('1 Main Road');
    expect(given.officeHours[0]).toMatchObject({
      days: 'Monday to Saturday',
      opens: '08:00',
      closes: '17:00',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), OFFICE_EMAIL: 'nobody' })).toThrow(/OFFICE_EMAIL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OFFICE_ADDRESS: '1 Main Road' })).toThrow(
      /OFFICE_ADDRESS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OFFICE_HOURS: 'weekdays 9 to 5' })).toThrow(
      /OFFICE_HOURS: "weekdays 9 to 5" is not days and hours/,
    );
  });

  it('a bad value stops start-up with a message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_MODE: 'free' })).toThrow(/PAYMENT_MODE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_URL: 'not a url' })).toThrow(/API_URL/);
  });

  it('production requires API_TOKEN, SESSION_SECRET and real payment credentials, and refuses the simulator', () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'production' };
    const error = (() => {
      try {
        loadConfig(env);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toMatch(/API_TOKEN/);
    expect(error).toMatch(/SESSION_SECRET/);
    expect(error).toMatch(/PAYMENT_MODE/);
    expect(error).toMatch(/PAYFAST_MERCHANT_ID/);
    expect(error).toMatch(/PAYFAST_MERCHANT_KEY/);
    const good = {
      ...env,
      API_TOKEN: 'a'.repeat(32),
      SESSION_SECRET: 'b'.repeat(40),
      PAYMENT_MODE: 'live',
      PAYFAST_MERCHANT_ID: '12345678',
      PAYFAST_MERCHANT_KEY: 'abcdef123456',
      PAYFAST_PASSPHRASE: 'a-long-passphrase',
      PUBLIC_URL: 'https://lawns.example.co.za/',
    };
    expect(loadConfig(good)).toMatchObject({
      payment: { mode: 'live' },
      publicUrl: 'https://lawns.example.co.za',
    });
    expect(() => loadConfig({ ...good, PAYFAST_MERCHANT_ID: '10000100' })).toThrow(/PAYFAST_MERCHANT_ID/);
    expect(() => loadConfig({ ...good, PAYFAST_MERCHANT_KEY: '' })).toThrow(/PAYFAST_MERCHANT_KEY/);
  });

  it('sandbox and live confirm with PayFast and listen only to its published sources', () => {
    const sandbox = loadConfig({ DATA_DIR: dataDir(), PAYMENT_MODE: 'sandbox' });
    expect(sandbox.payment).toMatchObject({
      passphrase: 'jt7NOE43FZPn',
      validateUrl: 'https://sandbox.payfast.co.za/eng/query/validate',
    });
    expect(sandbox.payment.sourceAddresses).toEqual(
      expect.arrayContaining([
        'www.payfast.co.za',
        'sandbox.payfast.co.za',
        '197.97.145.144/28',
        '144.126.193.139',
      ]),
    );
    const custom = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_MODE: 'sandbox',
      PAYFAST_VALIDATE_URL: 'http://127.0.0.1:9999/validate',
      PAYFAST_SOURCE_ADDRESSES: '10.1.2.3, 192.0.2.0/24,itn.example.com',
      TRUSTED_PROXIES: '10.0.0.1,loopback',
    });
    expect(custom.payment).toMatchObject({
      validateUrl: 'http://127.0.0.1:9999/validate',
      sourceAddresses: ['10.1.2.3', '192.0.2.0/24', 'itn.example.com'],
    });
    expect(custom.trustedProxies).toEqual(['10.0.0.1', 'loopback']);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PAYMENT_MODE: 'sandbox', PAYFAST_SOURCE_ADDRESSES: '10.0.0.0/99' }),
    ).toThrow(/PAYFAST_SOURCE_ADDRESSES/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: 'proxy.example.com' })).toThrow(
      /TRUSTED_PROXIES/,
    );
    // Another merchant in sandbox, and every live merchant, must give its passphrase.
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        PAYMENT_MODE: 'sandbox',
        PAYFAST_MERCHANT_ID: '10012345',
        PAYFAST_MERCHANT_KEY: 'abc',
      }),
    ).toThrow(/PAYFAST_PASSPHRASE: required when PAYMENT_MODE is sandbox/);
  });

  it('live mode refuses the public sandbox merchant, key and passphrase, and a missing passphrase', () => {
    const live = {
      DATA_DIR: dataDir(),
      PAYMENT_MODE: 'live',
      PAYFAST_MERCHANT_ID: '12345678',
      PAYFAST_MERCHANT_KEY: 'abcdef123456',
      PAYFAST_PASSPHRASE: 'a-long-passphrase',
    };
    expect(loadConfig(live).payment.validateUrl).toBe('https://www.payfast.co.za/eng/query/validate');
    expect(() => loadConfig({ ...live, PAYFAST_MERCHANT_ID: '10000100' })).toThrow(
      /PAYFAST_MERCHANT_ID: the public sandbox merchant/,
    );
    expect(() => loadConfig({ ...live, PAYFAST_MERCHANT_KEY: '46f0cd694581a' })).toThrow(
      /PAYFAST_MERCHANT_KEY: the public sandbox merchant key/,
    );
    expect(() => loadConfig({ ...live, PAYFAST_PASSPHRASE: 'jt7NOE43FZPn' })).toThrow(
      /PAYFAST_PASSPHRASE: the public sandbox passphrase/,
    );
    expect(() => loadConfig({ ...live, PAYFAST_PASSPHRASE: '' })).toThrow(
      /PAYFAST_PASSPHRASE: required when PAYMENT_MODE is live/,
    );
  });
});
