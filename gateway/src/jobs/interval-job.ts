/**
 * Runs `work` every `intervalSeconds` (the first run soon after start, at most 5 s), never two at once
 * (a tick while one runs is skipped); 0 or less turns it off. Timers are unref'd, so a job never keeps
 * the process alive; stop() ends it. The gateway's reminder and series jobs both run this way.
 */
export function startIntervalJob(intervalSeconds: number, work: () => Promise<void>): { stop(): void } {
  if (intervalSeconds <= 0) return { stop() {} };
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    void work().finally(() => {
      running = false;
    });
  };
  const first = setTimeout(tick, Math.min(intervalSeconds * 1000, 5000));
  const every = setInterval(tick, intervalSeconds * 1000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
