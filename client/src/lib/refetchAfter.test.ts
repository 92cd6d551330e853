import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fakeGateway } from '../test-utils/fakeGateway';
import { refetchAfter } from './refetchAfter';

// Documents of a schema of their own (parsed, not tagged: graphql-codegen reads tagged documents only).
const DayQuery = parse(`
  query Day {
    day {
      id
      note
    }
  }
`);
const StartMutation = parse(`
  mutation Start {
    start {
      id
    }
  }
`);

/** A page watching the day, whose second read fails; the mutation itself succeeds. */
async function watchedDayWithFailingRefetch() {
  let reads = 0;
  const gateway = fakeGateway({
    Day: () => {
      reads += 1;
      if (reads > 1) throw new Error('the day could not be read');
      return { day: { __typename: 'Day', id: 'd1', note: 'first' } };
    },
    Start: () => ({ start: { __typename: 'Job', id: 'j1' } }),
  });
  const watched = gateway.client.watchQuery({ query: DayQuery });
  const results: { error?: unknown }[] = [];
  watched.subscribe((result) => results.push(result));
  await watched.refetch().catch(() => undefined);
  return { gateway, watched, results, reads: () => reads };
}

describe('refetchAfter', () => {
  it('a committed mutation resolves with its result though a refetch of the page failed', async () => {
    const { gateway, results, reads } = await watchedDayWithFailingRefetch();
    const done = await gateway.client.mutate({ mutation: StartMutation, ...refetchAfter([DayQuery]) });

    expect(done.data).toEqual({ start: { __typename: 'Job', id: 'j1' } });
    expect(done.error).toBeUndefined();
    expect(reads()).toBeGreaterThanOrEqual(2);
    // the failure belongs to the query, shown where the page reads it
    expect(results.some((r) => r.error)).toBe(true);
  });

  it("without it, Apollo's own awaitRefetchQueries reports the committed change as failed", async () => {
    const { gateway } = await watchedDayWithFailingRefetch();
    await expect(
      gateway.client.mutate({
        mutation: StartMutation,
        refetchQueries: [DayQuery],
        awaitRefetchQueries: true,
      }),
    ).rejects.toThrow(/could not be read/);
  });

  it("waits for the refetch, so the page shows the change when the mutation's promise settles", async () => {
    let note = 'before';
    const gateway = fakeGateway({
      Day: () => ({ day: { __typename: 'Day', id: 'd1', note } }),
      Start: () => {
        note = 'after';
        return { start: { __typename: 'Job', id: 'j1' } };
      },
    });
    const watched = gateway.client.watchQuery({ query: DayQuery });
    watched.subscribe(() => undefined);
    await watched.refetch();
    await gateway.client.mutate({ mutation: StartMutation, ...refetchAfter('active') });
    expect(watched.getCurrentResult().data).toEqual({ day: { __typename: 'Day', id: 'd1', note: 'after' } });
  });
});

/** Every source file of the client but the tests and this module. */
function clientSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : clientSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('no mutation awaits its refetches another way', () => {
  const src = join(import.meta.dirname, '..');
  const others = clientSources(src).filter(
    (path) => !path.endsWith('refetchAfter.ts') && readFileSync(path, 'utf8').includes('awaitRefetchQueries'),
  );
  expect(others).toEqual([]);
});
