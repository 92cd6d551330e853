// A Playwright reporter that keeps retries honest: CI retries a failed journey once, and a journey that
// passes only on its retry is flaky, not passed. Each flaky journey is printed; the run fails unless
// every one of them is listed, with a reason, in the known-flaky file (tests/e2e/known-flaky.json):
//   [{ "test": "public/booking-journey.spec.ts › books a visit", "reason": "why, and the issue that fixes it" }]
// A journey is named by its file (relative to tests/e2e) and its titles, on every screen size.
import { existsSync, readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

interface KnownFlaky {
  test: string;
  reason: string;
}

/** The journey's name as the known-flaky file lists it: file › describe › title (no project). */
export function journeyName(test: TestCase): string {
  return test.titlePath().slice(2).join(' › ');
}

/** The listed journeys; throws on an entry without a name or a reason. */
export function readKnownFlaky(file: string): KnownFlaky[] {
  if (!existsSync(file)) return [];
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of { test, reason }`);
  return entries.map((e: Partial<KnownFlaky>, i) => {
    if (typeof e?.test !== 'string' || !e.test.trim() || typeof e.reason !== 'string' || !e.reason.trim())
      throw new Error(`${file}: entry ${i} needs a "test" and a "reason"`);
    return { test: e.test, reason: e.reason };
  });
}

/** Report lines for the flaky journeys (project: name); `fail` when one is not listed. */
export function flakyVerdict(
  flaky: { project: string; name: string }[],
  known: KnownFlaky[],
): { lines: string[]; fail: boolean } {
  const reasons = new Map(known.map((k) => [k.test, k.reason]));
  const lines = flaky.map(({ project, name }) => {
    const reason = reasons.get(name);
    return reason ? `  [${project}] ${name} (known: ${reason})` : `  [${project}] ${name} (NOT LISTED)`;
  });
  return { lines, fail: flaky.some(({ name }) => !reasons.has(name)) };
}

export default class FlakyReporter implements Reporter {
  private readonly flaky: { project: string; name: string }[] = [];
  constructor(private readonly options: { knownFlaky: string }) {}

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase): void {
    // called after each attempt: "flaky" once an attempt passed after one that failed (the last one)
    if (test.outcome() !== 'flaky') return;
    const project = test.parent.project()?.name ?? '';
    const name = journeyName(test);
    if (!this.flaky.some((f) => f.project === project && f.name === name)) this.flaky.push({ project, name });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    let known: KnownFlaky[];
    try {
      known = readKnownFlaky(this.options.knownFlaky);
    } catch (error) {
      console.log(`\n${error instanceof Error ? error.message : String(error)}`);
      return { status: 'failed' };
    }
    if (this.flaky.length === 0) return undefined;
    const { lines, fail } = flakyVerdict(this.flaky, known);
    console.log(`\n${this.flaky.length} flaky journey(s): failed first, passed on retry`);
    for (const line of lines) console.log(line);
    if (!fail) return undefined;
    console.log(
      `A flaky journey fails the run unless listed with a reason in ${this.options.knownFlaky}: fix it, or list it.`,
    );
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }
}
