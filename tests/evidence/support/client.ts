/**
 * A GraphQL/HTTP client with its own cookie jar that keeps every response body it saw, so a test can
 * scan them all afterwards (for passwords and hashes).
 */
import { keepCookies } from '../../../gateway/src/test/cookie-jar.js';

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

export interface GqlReply<T = Record<string, any>> {
  status: number;
  data: T | null | undefined;
  errors: GqlError[] | undefined;
  text: string;
  headers: Headers;
}

/** Every response body seen by the clients of a test file. */
export class BodyLog {
  readonly bodies: { url: string; text: string }[] = [];
  add(url: string, text: string): void {
    this.bodies.push({ url, text });
  }
  /** The bodies containing any of these needles. */
  containing(needles: string[]): { url: string; needle: string }[] {
    const hits: { url: string; needle: string }[] = [];
    for (const { url, text } of this.bodies)
      for (const needle of needles) if (text.includes(needle)) hits.push({ url, needle });
    return hits;
  }
}

export interface Client {
  gql<T = Record<string, any>>(query: string, variables?: unknown, init?: RequestInit): Promise<GqlReply<T>>;
  fetch(path: string, init?: RequestInit): Promise<Response & { bodyText: string }>;
  cookie(): string;
  setCookie(cookie: string): void;
}

export function client(baseUrl: string, log?: BodyLog, opts: { keepCookies?: boolean } = {}): Client {
  const jar = new Map<string, string>();
  const keep = opts.keepCookies ?? true;
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const doFetch = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0 && !headers.has('cookie')) headers.set('cookie', cookie());
    const url = `${baseUrl}${path}`;
    const res = await fetch(url, {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(110_000),
    });
    const bodyText = await res.text();
    log?.add(url, bodyText);
    if (keep) keepCookies(jar, res);
    return Object.assign(res, { bodyText });
  };
  return {
    cookie,
    setCookie: (c) => {
      jar.clear();
      for (const part of c.split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
      }
    },
    fetch: doFetch,
    gql: async (query, variables, init = {}) => {
      const res = await doFetch('/graphql', {
        method: 'POST',
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
        body: JSON.stringify({ query, variables }),
      });
      let json: { data?: any; errors?: GqlError[] } = {};
      try {
        json = JSON.parse(res.bodyText) as typeof json;
      } catch {
        json = { errors: [{ message: `not JSON (${res.status}): ${res.bodyText.slice(0, 200)}` }] };
      }
      return {
        status: res.status,
        data: json.data,
        errors: json.errors,
        text: res.bodyText,
        headers: res.headers,
      };
    },
  };
}

export const codes = (r: GqlReply): string[] => (r.errors ?? []).map((e) => String(e.extensions?.code));
