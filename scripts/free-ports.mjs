// Free loopback ports, as the OS hands them out, for test servers: every run picks its own, so a run
// never collides with another one (or with what a stopped run left behind) on a fixed port.
//   freePorts(2)      -> Promise<[41233, 38011]>   (distinct: all are held open until each is known)
//   freePortsSync(2)  -> [41233, 38011]            (for config files that cannot wait, e.g. Playwright's)
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * `n` distinct free loopback ports.
 * @param {number} n
 * @returns {Promise<number[]>}
 */
export async function freePorts(n) {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        /** @type {Promise<import('node:net').Server>} */ (
          new Promise((resolve, reject) => {
            const srv = createServer();
            srv.once('error', reject);
            srv.listen(0, '127.0.0.1', () => resolve(srv));
          })
        ),
    ),
  );
  const ports = servers.map((s) => /** @type {import('node:net').AddressInfo} */ (s.address()).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/**
 * `n` distinct free loopback ports, found by a short child process (so the caller need not wait).
 * @param {number} n
 * @returns {number[]}
 */
export function freePortsSync(n) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(n)], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`could not find free ports: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await freePorts(Number(process.argv[2] ?? 1))));
}
