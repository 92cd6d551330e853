/**
 * The ten 45-minute time slots of a day (spec section 9), in Africa/Johannesburg time (UTC+2 all year,
 * no daylight saving). A slot that has started is not offered; a slot with `capacity` holding bookings
 * is full.
 */
export const TIME_ZONE = 'Africa/Johannesburg';

const STARTS = ['10:00', '10:45', '11:30', '12:15', '13:00', '13:45', '14:30', '15:15', '16:00', '16:45'];

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface SlotDefinition {
  start: string;
  end: string;
  /** As stored on a booking: '10:00 - 10:45'. */
  label: string;
}

export const SLOTS: readonly SlotDefinition[] = STARTS.map((start) => {
  const end = fromMinutes(toMinutes(start) + 45);
  return { start, end, label: `${start} - ${end}` };
});

const SLOT_BY_LABEL = new Map(SLOTS.map((s) => [normaliseLabel(s.label), s]));

/** '10:00-10:45', '10:00 – 10:45' and '10:00 - 10:45' are the same slot. */
function normaliseLabel(label: string): string {
  return label.replace(/\s+/g, '').replace(/[–—]/g, '-');
}

/** The slot a label names, or undefined. */
export function slotByLabel(label: string): SlotDefinition | undefined {
  return SLOT_BY_LABEL.get(normaliseLabel(label));
}

/** Today's date and the minutes since midnight, in Johannesburg. */
export function johannesburgNow(now: Date = new Date()): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

export interface SlotAvailability extends SlotDefinition {
  available: boolean;
  remaining: number;
}

/**
 * The day's slots with their availability. `taken` maps a slot label to the bookings holding it.
 * Past days have no available slot.
 */
export function slotsFor(
  date: string,
  taken: ReadonlyMap<string, number>,
  capacity: number,
  now: Date = new Date(),
): SlotAvailability[] {
  const today = johannesburgNow(now);
  return SLOTS.map((slot) => {
    const started = date < today.date || (date === today.date && toMinutes(slot.start) <= today.minutes);
    const used = taken.get(normaliseLabel(slot.label)) ?? 0;
    const remaining = started ? 0 : Math.max(0, capacity - used);
    return { ...slot, available: remaining > 0, remaining };
  });
}

/** Sums the api's `bookings/slots.php` reply by slot. */
export function takenBySlot(rows: readonly { bookingTime: string; taken: number }[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const row of rows) {
    const key = normaliseLabel(row.bookingTime);
    map.set(key, (map.get(key) ?? 0) + row.taken);
  }
  return map;
}

/** True when the slot has started (or the day is past), Johannesburg time. */
export function slotHasStarted(date: string, slot: SlotDefinition, now: Date = new Date()): boolean {
  const today = johannesburgNow(now);
  return date < today.date || (date === today.date && toMinutes(slot.start) <= today.minutes);
}
