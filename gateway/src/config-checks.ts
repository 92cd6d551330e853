/** What the gateway's configuration checks in an address: a PayFast source, a trusted proxy, a port fetch takes. */
import { isIP } from 'node:net';

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An IP address, a CIDR range or a host name. */
export function isSourceEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || address === undefined) return false;
  const family = isIP(address);
  if (bits !== undefined) {
    const max = family === 4 ? 32 : family === 6 ? 128 : -1;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  }
  return family !== 0 || HOST_NAME.test(address);
}

/** What express's `trust proxy` list takes: addresses, CIDR ranges and its named ranges. */
export function isProxyEntry(entry: string): boolean {
  const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
  return named || (isSourceEntry(entry) && isIP(entry.split('/')[0]!) !== 0);
}

/**
 * The ports the Fetch standard blocks (https://fetch.spec.whatwg.org/#port-blocking); Node's fetch
 * refuses them with "bad port".
 */
const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The URL's port when fetch would refuse it, else null. */
export function blockedFetchPort(url: string): number | null {
  const parsed = new URL(url);
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  return FETCH_BLOCKED_PORTS.has(port) ? port : null;
}
