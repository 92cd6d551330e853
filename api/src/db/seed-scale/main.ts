/**
 * `npm run seed:scale -- --years N [--scale F] [--series N] [--seed S] [--today YYYY-MM-DD] [--database-url URL | --data-dir DIR]`:
 * migrates the database, seeds the demo catalogue as the api does, then writes the generated business
 * (seed-scale.ts). --series sets how many recurring series whatever the scale (default 200 a year times
 * the scale; e.g. 5000 to measure the jobs, issue #34; the four crews' diary takes the visits that fit). Without --database-url or --data-dir it uses DATABASE_URL, else PGlite in ./data/scale.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.js';
import { seedDemoData } from '../seed.js';
import { configureDatabase } from '../../startup.js';
import { seedScale } from './seed-scale.js';

const { values } = parseArgs({
  options: {
    years: { type: 'string', default: '1' },
    scale: { type: 'string', default: '1' },
    series: { type: 'string' },
    seed: { type: 'string', default: '34' },
    today: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const years = Number(values.years);
const scale = Number(values.scale);
if (!(years > 0 && years <= 20) || !(scale > 0 && scale <= 4)) {
  throw new Error('seed:scale: --years must be in (0, 20] and --scale in (0, 4]');
}
const series = values.series === undefined ? undefined : Number(values.series);
if (series !== undefined && !(Number.isInteger(series) && series >= 1 && series <= 100_000)) {
  throw new Error('seed:scale: --series must be a whole number in [1, 100000]');
}
const databaseUrl = values['database-url'] ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL);
const database = await openDatabase({ databaseUrl, dataDir: values['data-dir'] ?? 'data/scale' });
const started = performance.now();
try {
  await configureDatabase(database, { SLOT_CAPACITY: 4 });
  await seedDemoData(database.db);
  const counts = await seedScale(database.db, {
    years,
    scale,
    seed: Number(values.seed),
    ...(series !== undefined ? { series } : {}),
    ...(values.today ? { today: values.today } : {}),
    log: (line) => console.log(`seed:scale ${line}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seed:scale done on ${database.kind} in ${seconds} s: ${JSON.stringify(counts)}`);
} finally {
  await database.close();
}
