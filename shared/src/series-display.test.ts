import { describe, expect, it } from 'vitest';
import {
  awaitingPayment,
  cadenceText,
  movedFromLong,
  movedFromShort,
  SERIES_STATUS_COLORS,
  SERIES_STATUS_LABELS,
  seriesActions,
  seriesStatusOf,
} from './series-display.js';

describe('series display', () => {
  it('names and colours each series status, from either spelling', () => {
    expect(SERIES_STATUS_LABELS[seriesStatusOf('PAUSED')]).toBe('Paused');
    expect(SERIES_STATUS_COLORS[seriesStatusOf('active')]).toEqual({ hue: 'leaf', filled: 'leaf.7' });
  });

  it('says the cadence and where a visit moved from', () => {
    expect(cadenceText(1)).toBe('every week');
    expect(cadenceText(2)).toBe('every 2 weeks');
    expect(movedFromShort('2026-12-01 10:00 - 10:45')).toBe('moved from 2026-12-01 10:00 - 10:45');
    expect(movedFromLong('2026-12-01 10:00 - 10:45')).toBe(
      'Moved from Tuesday, 1 December 2026, 10:00 - 10:45',
    );
    expect(movedFromLong('2026-12-01')).toBe('Moved from Tuesday, 1 December 2026');
  });

  it('awaits payment for a later visit only while it is pending', () => {
    expect(awaitingPayment({ payLater: true, status: 'PENDING' })).toBe(true);
    expect(awaitingPayment({ payLater: true, status: 'confirmed' })).toBe(false);
    expect(awaitingPayment({ payLater: false, status: 'pending' })).toBe(false);
  });

  it('offers skip for a visit still to come (not a programme first visit), the rest for a repeat', () => {
    expect(seriesActions({ kind: 'REPEAT', status: 'ACTIVE' }, { status: 'PENDING' })).toEqual({
      skip: true,
      pause: true,
      resume: false,
      stop: true,
    });
    expect(seriesActions({ kind: 'repeat', status: 'paused' }, { status: 'cancelled' })).toEqual({
      skip: false,
      pause: false,
      resume: true,
      stop: true,
    });
    expect(seriesActions({ kind: 'PROGRAMME', status: 'ACTIVE' }, { status: 'CONFIRMED' }, true)).toEqual({
      skip: false,
      pause: false,
      resume: false,
      stop: false,
    });
  });
});
