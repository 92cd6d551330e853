// What traces cost (issue #36): the same office read through the real gateway and api processes, with
// OpenTelemetry off (the default), on with 1 trace in 10 kept, and on with every trace kept, each
// exported to a local OTLP receiver (shared/src/test/otlp-collector.ts). One stack per setting, all
// started first and loaded in turn, three rounds of SECONDS each at 10 connections; the median round
// is shown (one short load on two cores moves by a fifth from one run to the next). The read costs one
// REST call and one query: a gateway server span, a client span, the api's server span and the query's.
import { startOtlpCollector } from '../../shared/src/test/otlp-collector.js';
import { startStack, type Stack } from '../../tests/support/stack.js';
import { fmt, load, type LoadResult } from '../lib/load.js';
import { SECONDS } from '../lib/options.js';
import { note, section, table } from '../lib/report.js';
import { signIn } from '../lib/servers.js';

const READ = JSON.stringify({ query: '{ adminCrews { id name active } }' });
const ROUNDS = 3;

/** One load of the office read on `stack` as the admin. */
async function loadRead(stack: Stack, cookie: string, seconds: number): Promise<LoadResult> {
  return load({
    url: `${stack.gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: READ,
    connections: 10,
    seconds,
  });
}

const median = (runs: LoadResult[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

export async function tracingCost() {
  section('Traces: what OpenTelemetry costs a request (issue #36)');
  const collector = await startOtlpCollector();
  const tracing = (share: string) => ({
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_TRACES_SAMPLER_ARG: share,
    OTEL_BSP_SCHEDULE_DELAY: '500',
  });
  const settings = [
    { label: 'off (the default)', env: {} },
    { label: 'on, 1 trace in 10 kept (OTEL_TRACES_SAMPLER_ARG=0.1)', env: tracing('0.1') },
    { label: 'on, every trace kept and exported', env: tracing('1') },
  ];
  const stacks: { label: string; stack: Stack; cookie: string; runs: LoadResult[] }[] = [];
  try {
    for (const s of settings) {
      const stack = await startStack({ db: 'pglite', extraEnv: s.env });
      const cookie = await signIn(stack.gatewayUrl, 'admin@greenleaf.local', 'admin12345');
      stacks.push({ label: s.label, stack, cookie, runs: [] });
      await loadRead(stack, cookie, SECONDS); // warm: the first loads of a fresh process run slower
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of stacks) s.runs.push(await loadRead(s.stack, s.cookie, SECONDS));
    }
    const shown = stacks.map((s) => ({ label: s.label, r: median(s.runs), runs: s.runs }));
    table(
      ['traces', 'requests/s (median round)', 'p50 ms', 'p99 ms', 'errors', 'rounds (requests/s)'],
      shown.map(({ label, r, runs }) => [
        label,
        fmt(r.rps),
        fmt(r.p50, 1),
        fmt(r.p99, 1),
        runs.reduce((n, x) => n + x.errors + x.non2xx, 0),
        runs.map((x) => fmt(x.rps)).join(', '),
      ]),
    );
    const [off, sampled, all] = shown.map((s) => s.r.rps) as [number, number, number];
    note(
      `adminCrews as the admin, 10 connections, ${ROUNDS} rounds of ${SECONDS} s per setting, each on its own PGlite stack (gateway and api processes). Requests per second against off: ${fmt(sampled / off, 2)}x with 1 trace in 10 kept, ${fmt(all / off, 2)}x with every one; the receiver took ${collector.spans.length} spans in all.`,
    );
  } finally {
    for (const s of stacks) await s.stack.stop();
    await collector.close();
  }
}
