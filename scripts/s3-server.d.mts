export interface S3Server {
  endpoint: string;
  port: number;
  dir: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}
/** A throw-away S3-compatible server (s3rver) as a separate process on a free loopback port. */
export function startS3Server(): Promise<S3Server>;
