// No Docker engine runs on our machines, so the compose file is checked by reading it: its syntax, that
// every service it builds or runs exists in the repo, and that every setting of the README configuration table reaches
// the process that needs it, with secrets taken from the environment, never written in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });

describe('docker-compose.yml', () => {
  it('names the five services of the deployment', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'db', 'gateway', 'minio', 'proxy']);
  });

  it('puts nginx, with the configuration the proxy test runs, in front of gateways that any number can run', () => {
    const proxy = compose.services.proxy;
    expect(proxy.image).toMatch(/^nginx:/);
    const [from, to] = proxy.volumes[0].split(':');
    expect(existsSync(join(root, from))).toBe(true);
    expect(from).toBe('./deploy/nginx/gateway.conf.template');
    expect(to).toMatch(/^\/etc\/nginx\/templates\/.+\.template$/);
    // the template's two settings are given, and only they are filled in
    const template = readFileSync(join(root, from), 'utf8');
    for (const name of ['GATEWAY_UPSTREAMS', 'PROXY_LISTEN']) {
      expect(template).toContain(`\${${name}}`);
      expect(proxy.environment).toHaveProperty(name);
      expect(proxy.environment.NGINX_ENVSUBST_FILTER).toContain(name);
    }
    expect(proxy.environment.GATEWAY_UPSTREAMS).toContain(
      `gateway:${compose.services.gateway.environment.PORT}`,
    );
    expect(proxy.ports).toHaveLength(1);
    expect(proxy.depends_on.gateway.condition).toBe('service_healthy');
    // No other service binds a host port, so `--scale gateway=3` starts.
    for (const name of ['api', 'db', 'gateway', 'minio'])
      expect(compose.services[name].ports, name).toBeUndefined();
    // The gateways believe the proxy's X-Forwarded-For (private addresses) unless told otherwise.
    expect(compose.services.gateway.environment.TRUSTED_PROXIES).toContain('uniquelocal');
  });

  it('builds from a Dockerfile that exists and runs entry points that exist', () => {
    for (const name of ['api', 'gateway']) {
      const svc = compose.services[name];
      expect(svc.build).toBe('.');
      expect(existsSync(join(root, 'Dockerfile'))).toBe(true);
      const entry = svc.command.find((part: string) => part.endsWith('.ts'));
      expect(existsSync(join(root, entry)), `${name}: ${entry}`).toBe(true);
    }
  });

  it('keeps PostgreSQL data on a named volume with a health check, and uploads in MinIO for every api', () => {
    expect(compose.services.db.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(compose.services.db.healthcheck.test.join(' ')).toContain('pg_isready');
    const minio = compose.services.minio;
    expect(minio.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(minio.volumes).toContain('objects:/data');
    expect(minio.healthcheck.test.join(' ')).toContain('mc ready local');
    // the api stores in MinIO's bucket, not on a volume of its own; its keys are MinIO's, from the env
    const api = compose.services.api;
    expect(api.volumes).toBeUndefined();
    expect(api.environment.STORAGE).toBe('s3');
    expect(api.environment.S3_ENDPOINT).toContain('http://minio:9000');
    expect(api.environment.S3_FORCE_PATH_STYLE).toContain('true');
    expect(api.environment.S3_ACCESS_KEY_ID).toBe(minio.environment.MINIO_ROOT_USER);
    expect(api.environment.S3_SECRET_ACCESS_KEY).toBe(minio.environment.MINIO_ROOT_PASSWORD);
    expect(api.depends_on.minio.condition).toBe('service_healthy');
    expect(compose.services.api.depends_on.db.condition).toBe('service_healthy');
    expect(compose.services.gateway.depends_on.api.condition).toBe('service_healthy');
  });

  it('restarts every service that stops on its own, and checks each one is ready', () => {
    for (const [name, svc] of Object.entries<any>(compose.services)) {
      expect(['unless-stopped', 'on-failure', 'always'], `${name}: restart`).toContain(svc.restart);
      expect(svc.healthcheck, `${name}: healthcheck`).toBeDefined();
      expect(svc.healthcheck.interval, `${name}: interval`).toBeDefined();
      expect(svc.healthcheck.retries, `${name}: retries`).toBeGreaterThan(0);
    }
    expect(compose.services.db.healthcheck.test.join(' ')).toMatch(/pg_isready -U greenleaf -d greenleaf/);
    // The readiness check of each Node service asks its own /readyz on the port it listens on.
    const check = (name: string) => compose.services[name].healthcheck.test.join(' ');
    expect(check('api')).toContain(`http://127.0.0.1:${compose.services.api.environment.API_PORT}/readyz`);
    expect(check('gateway')).toContain(
      `http://127.0.0.1:${compose.services.gateway.environment.PORT}/readyz`,
    );
    expect(check('proxy')).toContain('http://127.0.0.1/readyz');
    // A service starts only once what it needs is healthy.
    for (const [name, svc] of Object.entries<any>(compose.services)) {
      for (const [dep, cond] of Object.entries<any>(svc.depends_on ?? {})) {
        expect(cond.condition, `${name} -> ${dep}`).toBe('service_healthy');
      }
    }
  });

  it('passes every setting of the README configuration table, secrets from the environment only', () => {
    const env = { ...compose.services.api.environment, ...compose.services.gateway.environment };
    for (const name of [
      'PORT',
      'API_PORT',
      'API_URL',
      'API_TOKEN',
      'DATA_DIR',
      'DATABASE_URL',
      'SESSION_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'PAYMENT_MODE',
      'PAYFAST_MERCHANT_ID',
      'PAYFAST_MERCHANT_KEY',
      'PAYFAST_PASSPHRASE',
      'PUBLIC_URL',
      'SMTP_URL',
      'SLOT_CAPACITY',
      'STORAGE',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ]) {
      expect(env, name).toHaveProperty(name);
    }
    for (const secret of [
      'API_TOKEN',
      'SESSION_SECRET',
      'ADMIN_PASSWORD',
      'PAYFAST_MERCHANT_KEY',
      'PAYFAST_PASSPHRASE',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]) {
      expect(String(env[secret])).toMatch(/^\$\{[A-Z0-9_]+(:\?[^}]*)?\}$/);
    }
    expect(readFileSync(join(root, 'Dockerfile'), 'utf8')).not.toMatch(/ENV\s+(API_TOKEN|SESSION_SECRET)/);
  });
});
