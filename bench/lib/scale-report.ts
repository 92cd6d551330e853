// The scale bench's table (bench/scenarios/scale.ts): each read's p95 at each size, its growth from the
// demo size, and which reads miss issue #34's targets.
import { fmt } from './load.js';
import { note, table } from './report.js';

export type ScaleKind = 'postgres' | 'pglite';

export interface SizeResult {
  label: string;
  bookings: number;
  seedSeconds: number;
  p95: Map<string, number>;
  /** The watched tables each office read scans sequentially (absent for the public reads). */
  scans: Map<string, string[]>;
}

/** Issue #34: the largest size's p95 within 2x of the demo size's, and under this many ms. */
const LIMIT_MS: Record<ScaleKind, number> = { postgres: 150, pglite: 300 };
const GROWTH = 2;

export function printScaleTable(kind: ScaleKind, sizes: SizeResult[], reads: string[]) {
  const demo = sizes[0]!;
  const last = sizes[sizes.length - 1]!;
  const growth = (read: string) => (last.p95.get(read) ?? 0) / Math.max(demo.p95.get(read) ?? 0, 0.001);
  const cell = (s: SizeResult, read: string) => {
    const scans = s.scans.get(read);
    return `${fmt(s.p95.get(read) ?? 0, 1)}${scans ? ` (${scans.join(', ') || 'none'})` : ''}`;
  };
  table(
    ['read', ...sizes.map((s) => `${s.label}: p95 ms (seq scans)`), `growth ${last.label}/demo`],
    reads.map((read) => [read, ...sizes.map((s) => cell(s, read)), `${fmt(growth(read), 2)}x`]),
  );
  if (sizes.length < 2) return;
  const misses = reads.flatMap((read) => {
    const why = [
      ...(growth(read) > GROWTH ? [`${fmt(growth(read), 1)}x demo`] : []),
      ...((last.p95.get(read) ?? 0) >= LIMIT_MS[kind] ? [`${fmt(last.p95.get(read) ?? 0, 0)} ms`] : []),
    ];
    return why.length ? [`${read} (${why.join(', ')})`] : [];
  });
  note(
    `Targets at ${last.label}: p95 within ${GROWTH}x of the demo size's and under ${LIMIT_MS[kind]} ms. ${
      misses.length
        ? `Missed by ${misses.length} of ${reads.length}: ${misses.join('; ')}.`
        : `All ${reads.length} reads meet them.`
    }`,
  );
}
