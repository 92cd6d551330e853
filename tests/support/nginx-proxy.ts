/**
 * nginx (Debian's package) in front of gateway processes, with the deployment's own configuration
 * (deploy/nginx/gateway.conf.template, rendered as nginx's image renders it): a process of the test that
 * listens on a free loopback port and stops with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../scripts/free-ports.mjs';
import { waitFor } from './stack.js';

const root = join(import.meta.dirname, '..', '..');

/** The template with its `${NAME}` placeholders filled, as envsubst fills them. */
function renderProxyConfig(vars: { GATEWAY_UPSTREAMS: string; PROXY_LISTEN: string }): string {
  const template = readFileSync(join(root, 'deploy', 'nginx', 'gateway.conf.template'), 'utf8');
  return template.replace(
    /\$\{(GATEWAY_UPSTREAMS|PROXY_LISTEN)\}/g,
    (_m, name: keyof typeof vars) => vars[name],
  );
}

export interface NginxProxy {
  url: string;
  process: ChildProcess;
  stop(): void;
}

export async function startNginxProxy(gatewayPorts: number[]): Promise<NginxProxy> {
  const [port] = await freePorts(1);
  const dir = mkdtempSync(join(tmpdir(), 'gl-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const site = renderProxyConfig({
    GATEWAY_UPSTREAMS: gatewayPorts
      .map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
      .join('\n  '),
    PROXY_LISTEN: `127.0.0.1:${port}`,
  });
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `# One process (no workers), so stopping it stops everything it started.
master_process off;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  // Through a small node keeper on an IPC channel: when this test process ends, however it ends, the
  // channel closes and the keeper kills nginx, so nothing outlives the run.
  const keeper = `const n = require('node:child_process').spawn('nginx', process.argv.slice(1), { stdio: 'inherit' });
    process.on('disconnect', () => n.kill('SIGKILL'));
    process.on('SIGTERM', () => n.kill('SIGKILL'));
    n.on('exit', (code) => process.exit(code ?? 1));`;
  const nginx = spawn(process.execPath, ['-e', keeper, '--', '-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Its folder goes with it, however it stops.
  nginx.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return {
    url,
    process: nginx,
    stop: () => {
      if (nginx.exitCode === null) nginx.kill('SIGTERM');
    },
  };
}
