import { describe, expect, it } from 'vitest';
import { eventSummary } from './booking-history.js';

const event = (kind: Parameters<typeof eventSummary>[0]['kind'], detail: Record<string, unknown>) => ({
  id: 1,
  at: '2026-12-01T08:00:00.000Z',
  kind,
  detail,
  actorId: null,
  actorName: null,
});

describe('a booking history line', () => {
  it('says what changed in the office’s words', () => {
    expect(eventSummary(event('status', { from: 'pending', to: 'confirmed' }))).toBe(
      'Status Pending → Confirmed',
    );
    expect(
      eventSummary(
        event('moved', {
          fromDate: '2026-12-01',
          fromTime: '10:00 - 10:45',
          toDate: '2026-12-02',
          toTime: '13:00 - 13:45',
        }),
      ),
    ).toBe('Moved from 2026-12-01 10:00 - 10:45 to 2026-12-02 13:00 - 13:45');
    expect(eventSummary(event('crew', { from: null, to: 'Crew North' }))).toBe('Crew: Crew North');
    expect(eventSummary(event('crew', { from: 'Crew North', to: null }))).toBe('Crew Crew North unassigned');
    expect(eventSummary(event('refund', { from: 'due', to: 'refunded' }))).toBe('Refund made');
  });
});
