/**
 * Where a payment notification may come from (sandbox and live): the provider's published addresses,
 * ranges (CIDR) and host names. Host names are resolved once when the gateway starts (a failure is
 * logged and leaves the ranges); the address checked is express's `req.ip`, which follows the
 * TRUSTED_PROXIES setting.
 */
import { Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Logger } from 'pino';

export interface SourceCheck {
  /** True when the address is one of the listed sources (waits for the start-up resolution). */
  allows(address: string): Promise<boolean>;
}

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  const family = isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : null;
};

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export function notificationSources(entries: readonly string[], log?: Pick<Logger, 'warn'>): SourceCheck {
  const list = new BlockList();
  const names: string[] = [];
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = familyOf(address);
    if (!family) names.push(address);
    else if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  const resolved = resolveInto(list, names, log);
  return {
    allows: async (address) => {
      await resolved;
      const plain = plainAddress(address);
      const family = familyOf(plain);
      return family !== null && list.check(plain, family);
    },
  };
}

async function resolveInto(list: BlockList, names: string[], log?: Pick<Logger, 'warn'>): Promise<void> {
  if (names.length === 0) return;
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  await Promise.all(
    names.map(async (name) => {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
      const found = [
        ...(v4.status === 'fulfilled' ? v4.value : []),
        ...(v6.status === 'fulfilled' ? v6.value : []),
      ];
      for (const address of found) list.addAddress(address, familyOf(address) ?? 'ipv4');
      if (found.length === 0) log?.warn({ host: name }, 'payment notification source did not resolve');
    }),
  );
}
