import { workingDayFrom } from '../../api/src/test/calendar.js';
import { fmt } from '../lib/load.js';
import { note, section, table } from '../lib/report.js';
import { startSupervisedStack } from '../../tests/support/supervised-stack.js';

/**
 * The stack heals by itself: `npm start`'s supervisor over PGlite, each child SIGKILLed twice in
 * turn (31 s apart, so each is a fresh crash); the time from the kill until the site answers a query that needs the api again (a day's
 * time slots through the gateway). The target is 10 s.
 */
export async function heal() {
  section('Healing: from `kill -9` of the api or the gateway to the site answering again');
  const stack = await startSupervisedStack();
  const slotsQuery = JSON.stringify({
    query: 'query($d: Date!) { timeSlots(date: $d) { label } }',
    variables: { d: workingDayFrom(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)) },
  });
  const answers = async () => {
    try {
      const r = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: slotsQuery,
        signal: AbortSignal.timeout(2000),
      });
      const body = (await r.json()) as { data?: { timeSlots?: unknown[] } };
      return (body.data?.timeSlots?.length ?? 0) > 0;
    } catch {
      return false;
    }
  };
  const rows: (string | number)[][] = [];
  try {
    for (const child of ['api', 'gateway'] as const) {
      const times: number[] = [];
      for (let round = 0; round < 2; round++) {
        if (!(await answers())) throw new Error('the stack is not answering before the kill');
        const killed = stack.kill(child, 'SIGKILL');
        const at = performance.now();
        // The first answer after the kill must come from the restarted process.
        await stack.waitForLine(
          new RegExp(`^\\[supervisor\\] ${child} crashed \\(signal SIGKILL\\), pid ${killed} `),
        );
        while (!(await answers())) {
          if (performance.now() - at > 60_000) throw new Error(`${child} did not heal within 60 s`);
          await new Promise((r) => setTimeout(r, 50));
        }
        times.push((performance.now() - at) / 1000);
        // Past the supervisor's 30 s stable window: the next kill is a fresh crash, not a crash loop
        // (whose restarts wait longer each time).
        await new Promise((r) => setTimeout(r, 31_000));
      }
      rows.push([`${child} SIGKILL`, ...times.map((t) => `${fmt(t, 1)} s`)]);
    }
  } finally {
    await stack.stop();
    stack.removeData();
  }
  table(['kill', 'first', 'second'], rows);
  note(
    'Target: serving again within 10 s of the kill (scripts/supervise.mjs restarts the child; PGlite reopens its data folder).',
  );
}
