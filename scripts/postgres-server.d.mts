export interface PostgresServer {
  url: string;
  port: number;
  dir: string;
  dataDir: string;
  stop(opts?: { mode?: 'smart' | 'fast' | 'immediate'; keep?: boolean }): Promise<void>;
  restart(opts?: { mode?: 'smart' | 'fast' | 'immediate' }): Promise<void>;
}
export function startPostgres(opts?: { port?: number }): Promise<PostgresServer>;
/** A hot standby of `primary` (streaming replication), read-only, on a port of its own. */
export function startStandby(
  primary: PostgresServer,
): Promise<Pick<PostgresServer, 'url' | 'port' | 'dir' | 'dataDir'> & { stop(): Promise<void> }>;
export function databaseUrl(baseUrl: string, name: string): string;
