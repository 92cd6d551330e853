// CPU per new-cart quote in the gateway (issue #12): starts the stack the bench uses, sends quotes at 10
// connections (a different date each request, as the varied row of `npm run bench -- --only=quotes`)
// and reads the gateway process's CPU time (all threads, user + system, Linux /proc) before and after
// each round, with the load generator's own CPU. Throughput on a shared machine is noisy; CPU per
// quote is the figure to compare changes by.
//   npx tsx bench/quote-cpu.ts [--seconds=5] [--rounds=3] [--connections=10]
//     [--mode=varied|same|catalogue] [--prof=DIR (the gateway runs with node --cpu-prof)]
import { readFileSync } from 'node:fs';
import { load } from './lib/load.js';
import { quoteCart, variedQuoteBodies } from './lib/quote-cart.js';
import { operation } from './lib/operations.js';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, stopProcess, waitFor, startStack } from '../tests/support/stack.js';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const seconds = Number(arg('seconds') ?? 5);
const connections = Number(arg('connections') ?? 10);
const prof = arg('prof');
const rounds = Number(arg('rounds') ?? 3);

const stack = await startStack({ db: 'pglite', port: 4340, slotCapacity: 100 });
let gatewayUrl = stack.gatewayUrl;
let gatewayProc = stack.gateway;
if (prof) {
  await stopProcess(stack.gateway);
  gatewayProc = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${prof}`, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: join(root, 'gateway'),
      env: { ...process.env, ...stack.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  gatewayUrl = stack.gatewayUrl;
  await waitFor(`${gatewayUrl}/healthz`);
}
const cpuTicks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(f[11]) + Number(f[12]); // utime + stime, in clock ticks (USER_HZ, 100 a second)
};
const sysTicks = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[12]);
try {
  const input = await quoteCart(gatewayUrl, '2030-01-01');
  const q = operation(/^QuoteQuery$/);
  const services = operation(/^Services.*(Route|Page)?Query$/);
  const catalogueBody = JSON.stringify({ query: services.text, variables: {} });
  const mode = arg('mode') ?? 'varied';
  const sameBody = JSON.stringify({ query: q.text, variables: { input } });
  const varied = variedQuoteBodies(q.text, input, Number(arg('startday') ?? 0));
  const nextBody = () => (mode === 'catalogue' ? catalogueBody : mode === 'same' ? sameBody : varied());
  // Warm up (compiles the lane's query, primes the catalogue in memory).
  await load({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    nextBody,
    connections,
    seconds: 2,
  });
  for (let r = 0; r < rounds; r++) {
    const before = cpuTicks(gatewayProc.pid!);
    const sysBefore = sysTicks(gatewayProc.pid!);
    const self0 = process.cpuUsage();
    const t0 = Date.now();
    const res = await load({
      url: `${gatewayUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      nextBody,
      connections,
      seconds,
    });
    const ticks = cpuTicks(gatewayProc.pid!) - before;
    const sys = sysTicks(gatewayProc.pid!) - sysBefore;
    const self = process.cpuUsage(self0);
    const elapsed = (Date.now() - t0) / 1000;
    const n = res.rps * seconds;
    console.log(
      `round ${r}: ${res.rps} quotes/s, failures ${res.errors + res.non2xx}, gateway CPU ${(ticks / 100).toFixed(2)} s over ${elapsed.toFixed(1)} s => ${((ticks * 10_000) / n).toFixed(1)} µs/quote (system ${((sys * 10_000) / n).toFixed(1)}); load generator ${((self.user + self.system) / 1e6).toFixed(2)} s CPU => ${((self.user + self.system) / n).toFixed(1)} µs/request`,
    );
  }
} finally {
  await stopProcess(gatewayProc);
  await stack.stop();
}
