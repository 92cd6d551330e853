export interface PostgresServer {
  url: string;
  port: number;
  dir: string;
  dataDir: string;
  stop(opts?: { mode?: 'smart' | 'fast' | 'immediate'; keep?: boolean }): Promise<void>;
  restart(opts?: { mode?: 'smart' | 'fast' | 'immediate' }): Promise<void>;
}
export function startPostgres(opts?: { port?: number; archiveDir?: string }): Promise<PostgresServer>;
/** A copy of a server that started from a base backup; stop() removes it. */
export type CopiedServer = Pick<PostgresServer, 'url' | 'port' | 'dir' | 'dataDir'> & {
  stop(): Promise<void>;
};
export interface BaseBackup {
  dir: string;
  dataDir: string;
}
export function baseBackup(primary: PostgresServer, opts?: { standby?: boolean }): BaseBackup;
export function walArchive(): string;
export function startRecovered(opts: {
  backup: BaseBackup;
  archiveDir: string;
  time: string;
}): Promise<CopiedServer>;
/** A hot standby of `primary` (streaming replication), read-only, on a port of its own. */
export function startStandby(primary: PostgresServer): Promise<CopiedServer>;
export function databaseUrl(baseUrl: string, name: string): string;
