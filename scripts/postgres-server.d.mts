export interface PostgresServer {
  url: string;
  port: number;
  dir: string;
  dataDir: string;
  stop(opts?: { mode?: 'smart' | 'fast' | 'immediate'; keep?: boolean }): Promise<void>;
  restart(opts?: { mode?: 'smart' | 'fast' | 'immediate' }): Promise<void>;
}
export function startPostgres(opts?: { port?: number }): Promise<PostgresServer>;
export function databaseUrl(baseUrl: string, name: string): string;
