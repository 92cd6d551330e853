export interface ProcessSpec {
  /** Short name for the log lines ("api", "gateway"). */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Polled after each start until it answers 2xx: the run is then "ready". */
  readyUrl?: string;
}

export interface SuperviseOptions {
  /** Pause before the first restart (500 ms). */
  initialDelayMs?: number;
  /** Longest pause between restarts (10 000 ms). */
  maxDelayMs?: number;
  /** A run that stayed ready this long resets the pause (30 000 ms). */
  stableAfterMs?: number;
  /** SIGTERM to SIGKILL on stop (10 000 ms). */
  graceMs?: number;
  log?: (line: string) => void;
}

export interface Supervised {
  readonly name: string;
  /** The current run's pid (undefined between runs). */
  readonly pid: number | undefined;
  /** How many times it was started again. */
  readonly restarts: number;
  /**
   * A start is scheduled. False with no current run (`pid` undefined) means no process will run again
   * by itself: what a test checks instead of waiting to see that none starts.
   */
  readonly restartPending: boolean;
  /** Resolves when the current (or next) run is ready; rejects if the first run ends before it is. */
  ready(): Promise<void>;
  /**
   * From now on an exit is not restarted. Call it on every process before stopping them one by one:
   * Ctrl+C reaches them all at once, and one may end before its turn.
   */
  holdRestarts(): void;
  /** SIGTERM, SIGKILL after graceMs; resolves once it has exited. */
  stop(): Promise<void>;
}

export function supervise(spec: ProcessSpec, options?: SuperviseOptions): Supervised;
