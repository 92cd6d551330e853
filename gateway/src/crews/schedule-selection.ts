/**
 * Whether a schedule read may ask the api for its bookings' schedule view (`covering.php?view=schedule`,
 * api/src/bookings/read-schedule-view.ts) rather than the whole booking: only when every Booking field
 * the query asks for, under `bookings` and `parts.booking`, is answered from that view's keys. Any other
 * field (a partner's `amountOwed`, a line's options) makes the read ask for the whole booking, so the
 * answer never depends on which read was made.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** A Booking field the view answers: every sub-field (`true`), or only these ones. */
type Answered = true | ReadonlySet<string>;

const SCALAR: Answered = true;
/** Read by their own loaders from the view's ids (crewId, seriesId), or carried whole (user, address). */
const WHOLE: Answered = true;

const SCHEDULE_VIEW_FIELDS: Readonly<Record<string, Answered>> = {
  __typename: SCALAR,
  id: SCALAR,
  guidId: SCALAR,
  bookingDate: SCALAR,
  bookingTime: SCALAR,
  status: SCALAR,
  totalPrice: SCALAR,
  durationMinutes: SCALAR,
  startedAt: SCALAR,
  payLater: SCALAR,
  movedFrom: SCALAR,
  customer: WHOLE,
  address: WHOLE,
  crew: WHOLE,
  series: WHOLE,
  // a line's own fields; its options, add-ons, season and base price are the whole view's
  services: new Set(['__typename', 'id', 'serviceId', 'packageId', 'name', 'price']),
};

/** The field names a selection set asks for, through its fragments. */
function fieldsOf(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
): Map<string, SelectionSetNode[]> {
  const fields = new Map<string, SelectionSetNode[]>();
  const visit = (s: SelectionSetNode | undefined) => {
    for (const node of s?.selections ?? []) {
      if (node.kind === Kind.FIELD) {
        const list = fields.get(node.name.value) ?? [];
        if (node.selectionSet) list.push(node.selectionSet);
        fields.set(node.name.value, list);
      } else if (node.kind === Kind.INLINE_FRAGMENT) visit(node.selectionSet);
      else visit(info.fragments[node.name.value]?.selectionSet);
    }
  };
  visit(set);
  return fields;
}

/** Whether every Booking field in `sets` (and each sub-field where the view answers only some) is answered. */
function answeredByView(sets: readonly SelectionSetNode[], info: GraphQLResolveInfo): boolean {
  for (const set of sets) {
    for (const [name, subSets] of fieldsOf(set, info)) {
      const answered = SCHEDULE_VIEW_FIELDS[name];
      if (!answered) return false;
      if (answered === true) continue;
      for (const sub of subSets)
        for (const subName of fieldsOf(sub, info).keys()) if (!answered.has(subName)) return false;
    }
  }
  return true;
}

/** Whether the adminSchedule field being resolved asks only for what the schedule view answers. */
export function asksScheduleViewOnly(info: GraphQLResolveInfo): boolean {
  const schedule = fieldsOf(
    {
      kind: Kind.SELECTION_SET,
      selections: info.fieldNodes.flatMap((n) => n.selectionSet?.selections ?? []),
    },
    info,
  );
  const parts = (schedule.get('parts') ?? []).flatMap((set) => fieldsOf(set, info).get('booking') ?? []);
  return answeredByView([...(schedule.get('bookings') ?? []), ...parts], info);
}
