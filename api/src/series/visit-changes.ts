/**
 * What a change to a series did to its visits (docs/recurring.md), read by comparing the series before
 * and after it in the same transaction: each visit cancelled, moved, re-crewed or re-priced, each visit
 * planned (again, after a pause), and the paid visits from the date that were left as they were because
 * nobody ticked them. The preview and the e-mail both read this, so they say exactly what happened.
 */
import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { crews } from '../db/schema.js';

/** A visit as the change list shows it. */
interface VisitPlace {
  date: string;
  time: string;
  /** When its work is expected to end (the booking's `visitEnd`); null when it holds no time. */
  end: { date: string; time: string } | null;
  crewId: number | null;
  crewName: string | null;
  price: number;
}

interface VisitChange {
  bookingId: number;
  guidId: string;
  /** `kept`: a paid visit from the date that nobody ticked, left as it is. */
  what: 'cancelled' | 'changed' | 'planned' | 'kept';
  paid: boolean;
  /** The rand owed back for a paid visit it cancelled; 0 otherwise. */
  refund: number;
  /** Planned again by a resume on a date a pause had cancelled. */
  restored: boolean;
  /** A planned visit placed elsewhere because its slot was full: where it was planned (`YYYY-MM-DD HH:MM - HH:MM`). */
  movedFrom: string | null;
  before: VisitPlace | null;
  after: VisitPlace | null;
}

/** The few fields of a visit this reads (the series view's visits carry them). */
export interface VisitState {
  id: number;
  guidId: string;
  bookingDate: string;
  bookingTime: string;
  crewId: number | null;
  totalPrice: number | string;
  status: string;
  paidAt: string | null;
  seriesDate: string | null;
  movedFrom: string | null;
  cancelledByPause?: boolean;
  visitEnd?: { date: string; time: string } | null;
}

const live = (v: VisitState) => isChangeableStatus(v.status);

async function crewNames(tx: Tx, visits: VisitState[]): Promise<Map<number, string>> {
  const ids = [...new Set(visits.flatMap((v) => (v.crewId === null ? [] : [v.crewId])))];
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: crews.id, name: crews.name }).from(crews).where(inArray(crews.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The changes from `before` to `after`; `kept` are the paid visits the actor left alone. */
export async function visitChanges(
  tx: Tx,
  before: VisitState[],
  after: VisitState[],
  kept: VisitState[],
): Promise<VisitChange[]> {
  const names = await crewNames(tx, [...before, ...after]);
  const place = (v: VisitState): VisitPlace => ({
    date: v.bookingDate,
    time: v.bookingTime,
    end: v.visitEnd ?? null,
    crewId: v.crewId,
    crewName: v.crewId === null ? null : (names.get(v.crewId) ?? null),
    price: Number(v.totalPrice),
  });
  const was = new Map(before.map((v) => [v.id, v]));
  const pausedDates = new Set(before.filter((v) => v.cancelledByPause).map((v) => v.seriesDate));
  const changes: VisitChange[] = [];
  for (const v of after) {
    const old = was.get(v.id);
    const base = {
      bookingId: v.id,
      guidId: v.guidId,
      paid: v.paidAt !== null,
      restored: false,
      movedFrom: null,
    };
    if (!old) {
      if (live(v))
        changes.push({
          ...base,
          what: 'planned',
          refund: 0,
          restored: pausedDates.has(v.seriesDate),
          movedFrom: v.movedFrom,
          before: null,
          after: place(v),
        });
      continue;
    }
    if (!live(old)) continue;
    if (!live(v)) {
      changes.push({
        ...base,
        what: 'cancelled',
        refund: old.paidAt !== null ? Number(old.totalPrice) : 0,
        before: place(old),
        after: null,
      });
      continue;
    }
    const a = place(old);
    const b = place(v);
    if (a.date !== b.date || a.time !== b.time || a.crewId !== b.crewId || a.price !== b.price)
      changes.push({ ...base, what: 'changed', refund: 0, before: a, after: b });
  }
  for (const v of kept)
    changes.push({
      bookingId: v.id,
      guidId: v.guidId,
      what: 'kept',
      paid: true,
      refund: 0,
      restored: false,
      movedFrom: null,
      before: place(v),
      after: place(v),
    });
  return changes.sort(
    (x, y) =>
      (x.before ?? x.after)!.date.localeCompare((y.before ?? y.after)!.date) || x.bookingId - y.bookingId,
  );
}
