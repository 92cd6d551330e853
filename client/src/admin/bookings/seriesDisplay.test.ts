import { describe, expect, it } from 'vitest';
import { awaitingPayment, cadenceLabel, movedFromLabel, seriesActions, seriesMark } from './seriesDisplay';

describe("how the office reads a visit's series", () => {
  it('marks a repeat by its cadence and a programme by its name', () => {
    expect(cadenceLabel(1)).toBe('every week');
    expect(seriesMark({ kind: 'REPEAT', name: 'Lawn Mowing, fortnightly', repeatWeeks: 2 })).toBe(
      'every 2 weeks',
    );
    expect(seriesMark({ kind: 'PROGRAMME', name: 'Spring Revival', repeatWeeks: null })).toBe(
      'Programme: Spring Revival',
    );
    expect(movedFromLabel('2026-12-01 10:00 - 10:45')).toBe('moved from 2026-12-01 10:00 - 10:45');
  });

  it('says a later visit awaits payment only while it is pending', () => {
    expect(awaitingPayment({ payLater: true, status: 'PENDING' })).toBe(true);
    expect(awaitingPayment({ payLater: true, status: 'CONFIRMED' })).toBe(false);
    expect(awaitingPayment({ payLater: false, status: 'PENDING' })).toBe(false);
  });

  it('offers pause, resume and stop for a repeat only, skip for a visit still to come', () => {
    expect(seriesActions({ kind: 'REPEAT', status: 'ACTIVE' }, { status: 'PENDING' })).toEqual({
      skip: true,
      pause: true,
      resume: false,
      stop: true,
    });
    expect(seriesActions({ kind: 'REPEAT', status: 'PAUSED' }, { status: 'CANCELLED' })).toEqual({
      skip: false,
      pause: false,
      resume: true,
      stop: true,
    });
    expect(seriesActions({ kind: 'REPEAT', status: 'STOPPED' }, { status: 'COMPLETED' })).toEqual({
      skip: false,
      pause: false,
      resume: false,
      stop: false,
    });
    expect(seriesActions({ kind: 'PROGRAMME', status: 'ACTIVE' }, { status: 'CONFIRMED' })).toEqual({
      skip: true,
      pause: false,
      resume: false,
      stop: false,
    });
    // A programme's first visit carries its payment; a repeat's first visit can be skipped.
    expect(seriesActions({ kind: 'PROGRAMME', status: 'ACTIVE' }, { status: 'CONFIRMED' }, true).skip).toBe(
      false,
    );
    expect(seriesActions({ kind: 'REPEAT', status: 'ACTIVE' }, { status: 'CONFIRMED' }, true).skip).toBe(
      true,
    );
  });
});
