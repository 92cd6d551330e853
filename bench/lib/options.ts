// The bench's command line: --quick (1 s loads, fewer bookings) and --only=catalogue,quotes,... (the
// scenarios to run; all when absent).
const args = process.argv.slice(2);
export const quick = args.includes('--quick');
export const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
/** Whether the run includes the scenario `name`. */
export const wants = (name: string) => !only || only.includes(name);
/** Seconds of each load. */
export const SECONDS = quick ? 1 : 5;
