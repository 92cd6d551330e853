// The Grafana dashboard (deploy/grafana/greenleaf-bookings.json; docs/operations.md, "Observe"): every
// panel asks the chosen Prometheus data source, and every metric its queries name is one the api's or
// the gateway's /metrics declares, so a renamed metric cannot leave a panel silently empty.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { startTestGateway, type TestGateway } from '../test/harness.js';

const root = join(import.meta.dirname, '..', '..', '..');

interface Panel {
  title: string;
  datasource: { type: string; uid: string };
  targets: { expr: string; datasource: { uid: string } }[];
}
const dashboard = JSON.parse(
  readFileSync(join(root, 'deploy', 'grafana', 'greenleaf-bookings.json'), 'utf8'),
) as {
  uid: string;
  templating: { list: { name: string; type: string; query: string }[] };
  panels: Panel[];
};

let api: TestApi;
let t: TestGateway;
/** The metric families each process declares (`# TYPE name kind`). */
const declared = new Map<string, string>();

beforeAll(async () => {
  api = await startTestApi();
  t = await startTestGateway({ api });
  for (const text of [
    (await api.request('GET', 'metrics')).text,
    await (await fetch(`${t.url}/metrics`)).text(),
  ]) {
    for (const [, name, kind] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) declared.set(name!, kind!);
  }
});
afterAll(async () => {
  await t?.close();
  await api?.close();
});

/** The metric a query's name reads: a histogram's series (`_bucket`, `_count`, `_sum`) are its family's. */
function familyOf(series: string): string | undefined {
  if (declared.has(series)) return series;
  const base = series.replace(/_(bucket|count|sum)$/, '');
  return declared.get(base) === 'histogram' ? base : undefined;
}

describe('the Grafana dashboard', () => {
  it('asks the Prometheus data source chosen on import, in every panel', () => {
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(12);
    for (const panel of dashboard.panels) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      for (const target of panel.targets) expect(target.datasource.uid, panel.title).toBe('${datasource}');
    }
  });

  it('reads only metrics the api and the gateway declare', () => {
    expect(declared.size).toBeGreaterThan(20);
    const named = dashboard.panels.flatMap((p) =>
      p.targets.flatMap((target) =>
        [...target.expr.matchAll(/\b((?:gateway|api)_[a-z0-9_]+)\b/g)].map((m) => ({
          panel: p.title,
          series: m[1]!,
        })),
      ),
    );
    expect(named.length).toBeGreaterThan(15);
    for (const { panel, series } of named) expect(familyOf(series), `${panel}: ${series}`).toBeDefined();
  });

  it('shows the jobs, the outboxes and the payments the runbook alerts on', () => {
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((x) => x.expr)).join('\n');
    for (const metric of [
      'gateway_job_last_success_timestamp_seconds',
      'api_outbox_messages',
      'api_outbox_lag_seconds',
      'gateway_payment_notifications_total',
      'api_db_pool_connections',
    ]) {
      expect(exprs).toContain(metric);
    }
  });
});
