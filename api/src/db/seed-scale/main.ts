/**
 * `npm run seed:scale -- --years N [--scale F] [--seed S] [--today YYYY-MM-DD] [--database-url URL | --data-dir DIR]`:
 * migrates the database, seeds the demo catalogue as the api does, then writes the generated business
 * (seed-scale.ts). Without --database-url or --data-dir it uses DATABASE_URL, else PGlite in ./data/scale.
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
    ...(values.today ? { today: values.today } : {}),
    log: (line) => console.log(`seed:scale ${line}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seed:scale done on ${database.kind} in ${seconds} s: ${JSON.stringify(counts)}`);
} finally {
  await database.close();
}
