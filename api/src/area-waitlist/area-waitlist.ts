/**
 * The area waitlist (docs/product.md "Where we work"): a visitor whose suburb we do not serve yet
 * leaves an e-mail to be told when it opens. One row per e-mail and suburb (asking again changes
 * nothing); a client address may ask AREA_WAITLIST_PER_ADDRESS times a day, counted in the database
 * under a lock so gateways asking at once are counted one after another.
 */
import { AREA_WAITLIST_PER_ADDRESS, type SaveAreaWaitlistInput } from '@greenleaf/shared/rest/area-waitlist';
import { desc, sql } from 'drizzle-orm';
import { isoTimestamp } from '../catalogue/fields.js';
import type { Db } from '../db/client.js';
import { areaWaitlist } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

const AREA_WAITLIST_LIMIT_MESSAGE = 'Too many waitlist requests from this address today.';

interface AreaWaitlistEntry {
  id: number;
  email: string;
  suburb: string;
  createdAt: string;
}

const toEntry = (row: typeof areaWaitlist.$inferSelect): AreaWaitlistEntry => ({
  id: row.id,
  email: row.email,
  suburb: row.suburb,
  createdAt: isoTimestamp(row.createdAt),
});

/** Adds the e-mail to the suburb's waitlist (or finds it there), and answers the entry. */
export async function joinAreaWaitlist(db: Db, input: SaveAreaWaitlistInput): Promise<AreaWaitlistEntry> {
  return db.transaction(async (tx) => {
    const { clientIp } = input;
    if (clientIp) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:ip:${clientIp}`}))`);
      const [count] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(areaWaitlist)
        .where(
          sql`${areaWaitlist.clientIp} = ${clientIp} and ${areaWaitlist.createdAt} > now() - interval '1 day'`,
        );
      if ((count?.n ?? 0) >= AREA_WAITLIST_PER_ADDRESS)
        throw new HttpError(429, AREA_WAITLIST_LIMIT_MESSAGE, 'RATE_LIMITED');
    }
    await tx
      .insert(areaWaitlist)
      .values({ email: input.email, suburb: input.suburb, clientIp: clientIp ?? null })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(areaWaitlist)
      .where(
        sql`lower(${areaWaitlist.email}) = lower(${input.email}) and lower(${areaWaitlist.suburb}) = lower(${input.suburb})`,
      );
    return toEntry(row!);
  });
}

/** The waitlist for the office, newest first. */
export async function listAreaWaitlist(db: Db): Promise<AreaWaitlistEntry[]> {
  const rows = await db
    .select()
    .from(areaWaitlist)
    .orderBy(desc(areaWaitlist.createdAt), desc(areaWaitlist.id));
  return rows.map(toEntry);
}
