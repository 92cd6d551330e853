// npm run bench: every figure of the evidence issue, side by side, in one bounded run on loopback.
// Prints tables and writes bench/RESULTS.md. Options: --quick (1 s loads), --only=catalogue,quotes,rest,...
// Each scenario is a file of bench/scenarios/; this file runs those asked for, in order.
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../scripts/postgres-server.mjs';
import { root, startStack, waitFor } from '../tests/support/stack.js';
import { fmt } from './lib/load.js';
import { only, quick, wants } from './lib/options.js';
import { note, report } from './lib/report.js';
import { quoteAndBookings } from './scenarios/booking.js';
import { catalogue } from './scenarios/catalogue.js';
import { clientSize } from './scenarios/client.js';
import { exportAtScale } from './scenarios/export.js';
import { heal } from './scenarios/heal.js';
import { jobsAtScale } from './scenarios/jobs.js';
import { lighthouseRun } from './scenarios/lighthouse.js';
import { quotesBesideCatalogue } from './scenarios/quotes.js';
import { renderedPages } from './scenarios/rendered.js';
import { restCalls } from './scenarios/rest.js';
import { scaleReads } from './scenarios/scale.js';
import { recurringVisits } from './scenarios/series.js';
import { sessionCheck } from './scenarios/session.js';
import { slotListing } from './scenarios/slots.js';
import { tracingCost } from './scenarios/tracing.js';
import { startup } from './scenarios/startup.js';

const started = Date.now();
report.push(
  `# Benchmark results\n\nRun ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${fmt(totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}. Load average at the start: ${loadavg()
    .map((l) => fmt(l, 2))
    .join(
      ', ',
    )} (1, 5, 15 min). All traffic on loopback; load generator (autocannon) on the same machine.${quick ? ' Quick mode (1 s loads): figures are rough.' : ''}`,
);
// The scenarios that need the PGlite stack (started only when one of them runs).
if (['catalogue', 'quotes', 'session', 'rendered', 'rest', 'booking'].some(wants)) {
  const pglite = await startStack({ db: 'pglite', port: 4300, slotCapacity: 100 });
  try {
    if (wants('catalogue')) await catalogue(pglite);
    if (wants('quotes')) await quotesBesideCatalogue(pglite);
    if (wants('session')) await sessionCheck(pglite);
    if (wants('rendered')) await renderedPages(pglite);
    if (wants('rest')) await restCalls(pglite);
    if (wants('booking')) await quoteAndBookings('pglite', pglite);
  } finally {
    await pglite.stop();
  }
}
if (wants('booking')) {
  const server = await startPostgres();
  const pgStack = await startStack({ db: 'postgres', port: 4310, slotCapacity: 100, postgres: server });
  try {
    await quoteAndBookings('postgres', pgStack);
  } finally {
    await pgStack.stop();
    await server.stop();
  }
}
if (wants('slots')) await slotListing();
if (wants('tracing')) await tracingCost();
if (wants('series')) await recurringVisits();
// Minutes of generating data: only when asked (--only=scale [--scale-years=1,5]).
if (only?.includes('scale')) await scaleReads();
// The jobs at a generated year and at 5,000 series: only when asked (--only=jobs).
if (only?.includes('jobs')) await jobsAtScale();
// Every generated booking exported through the real gateway and api: only when asked (--only=export).
if (only?.includes('export')) await exportAtScale();
if (wants('client')) await clientSize();
if (wants('lighthouse')) {
  if (!existsSync(join(root, 'client', 'dist', 'index.html'))) await clientSize();
  const s = await startStack({ db: 'pglite', port: 4320, extraEnv: { NODE_ENV: 'development' } });
  try {
    await waitFor(`${s.gatewayUrl}/`);
    await lighthouseRun(s);
  } finally {
    await s.stop();
  }
}
if (wants('startup')) await startup();
if (wants('heal')) await heal();
note(`\nTotal benchmark time: ${fmt((Date.now() - started) / 1000)} s.`);
if (!only && !quick) writeFileSync(join(root, 'bench', 'RESULTS.md'), report.join('\n') + '\n');
