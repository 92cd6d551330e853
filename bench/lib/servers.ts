// Servers and sessions the scenarios measure against.
import { spawn } from 'node:child_process';
import { startProcess, stopProcess, waitFor, type Stack } from '../../tests/support/stack.js';

/** The same gateway with its response cache off (plain Apollo Server over the api), on `port`. */
export async function uncachedGateway(stack: Stack, port: number) {
  const child = startProcess('gateway', {
    ...stack.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RESPONSE_CACHE: 'off',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return { child, url };
}

/**
 * The floor any server can reach: a bare Node http server answering fixed bytes from memory, in a
 * process of its own like the gateway (not sharing a thread with the load generator).
 */
export async function floorServer(bytes: string, port: number) {
  const script = `
    const bytes = Buffer.from(process.env.FLOOR_BYTES);
    require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
        res.end(bytes);
      });
    }).listen(Number(process.env.FLOOR_PORT), '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, FLOOR_BYTES: bytes, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  return { url, close: () => stopProcess(child) };
}

/** Signs in through the gateway and returns the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { user { id } } }',
      variables: { input: { email, password } },
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`sign-in failed for ${email}: ${await res.text()}`);
  return cookie;
}
