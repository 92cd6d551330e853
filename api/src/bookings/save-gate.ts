/**
 * A bounded queue in front of booking saves. At most `active` saves run at once (PGlite has one
 * connection, so more would only queue there, holding memory and the caller's patience); at most
 * `waiting` more wait their turn. A save that finds the queue full is told "busy" at once, before it
 * has read or written anything, so the caller may safely try again later with the same key.
 */
interface SaveGate {
  /** Runs `work` when a place is free; null (nothing run) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<{ value: T } | null>;
  /** Saves running and waiting now (for tests and metrics). */
  stats(): { active: number; waiting: number };
}

export function createSaveGate(limits: { active: number; waiting: number }): SaveGate {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run(work) {
      if (active >= limits.active) {
        if (queue.length >= limits.waiting) return null;
        // The place is handed over by `release` (active stays counted), so no one can jump the queue.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return { value: await work() };
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: queue.length }),
  };
}
