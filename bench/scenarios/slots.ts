import pg from 'pg';
import { databaseUrl, startPostgres } from '../../scripts/postgres-server.mjs';
import { fmt } from '../lib/load.js';
import { note, section, table } from '../lib/report.js';
import { benchSlotListing } from '../lib/slot-listing.js';

/** One day's slot listing on PostgreSQL, alone and 200 at once, with JIT on and off. */
export async function slotListing() {
  section('Slot listing on PostgreSQL: one day of starts for a job (every checkout asks it), JIT on and off');
  const server = await startPostgres();
  try {
    const admin = new pg.Client(server.url);
    await admin.connect();
    await admin.query('CREATE DATABASE bench_slots');
    await admin.end();
    const results = await benchSlotListing(databaseUrl(server.url, 'bench_slots'));
    table(
      ['JIT', 'one listing (ms, median of 20)', '200 at once (s)'],
      results.map((r) => [r.jit, fmt(r.medianMs, 1), fmt(r.burstSeconds, 2)]),
    );
    const [on, off] = results;
    note(
      `JIT off is ${fmt(on!.medianMs / off!.medianMs, 0)}x faster for one listing and ${fmt(on!.burstSeconds / off!.burstSeconds, 0)}x for 200 at once: the api's connections run with jit=off (api/src/db/client.ts).`,
    );
  } finally {
    await server.stop();
  }
}
