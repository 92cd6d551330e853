import { startPostgres } from '../../scripts/postgres-server.mjs';
import { fmt } from '../lib/load.js';
import { note, section, table } from '../lib/report.js';
import { benchSeries, type SeriesBenchResult } from '../lib/series.js';

/** The series job making a season of visits for 1,000 series, on PGlite and PostgreSQL. */
export async function recurringVisits() {
  section('Recurring visits: a 13-week season of visits for 1,000 fortnightly series (the series job)');
  const results: [string, SeriesBenchResult][] = [['pglite', await benchSeries('pglite')]];
  const server = await startPostgres();
  try {
    results.push(['postgres', await benchSeries('postgres', server.url)]);
  } finally {
    await server.stop();
  }
  table(
    [
      'database',
      'series',
      'visits created',
      'one caller (s)',
      'visits/s',
      'two callers at once (s)',
      'visits (two callers)',
      'setup: 1,000 first visits (s)',
    ],
    results.map(([kind, r]) => [
      kind,
      r.series,
      r.visits,
      fmt(r.extendSeconds, 2),
      fmt(r.visits / r.extendSeconds, 0),
      fmt(r.extendTwoCallersSeconds, 2),
      r.visitsTwoCallers,
      fmt(r.setupSeconds, 1),
    ]),
  );
  note(
    'Each visit is a booking with its line, options, add-ons and fees, placed by the capacity trigger in a savepoint. Two callers claim disjoint series (FOR UPDATE SKIP LOCKED): the same visit count proves no visit was made twice; PGlite has one connection, so its two callers take turns.',
  );
}
