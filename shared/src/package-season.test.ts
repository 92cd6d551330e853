import { describe, expect, it } from 'vitest';
import { remainingPrice, remainingText, visitsBeforeSeasonEnd } from './package-season.js';
import { planProgramme } from './programme-plan.js';

// A spring programme, 1 Sep - 30 Nov 2026: four visits, one every three weeks.
const window = { start: '2026-09-01', end: '2026-11-30' };
const season = { startDate: window.start, endDate: window.end };
const services = [{ serviceId: 1, name: 'Feed', quantity: 4, firstWeek: null, everyWeeks: 3 }];

describe('visits that remain before the season ends (given the booking date)', () => {
  it('keeps every visit when the programme is booked early', () => {
    const booked = visitsBeforeSeasonEnd(planProgramme('2026-09-07', season, services), window, '2026-09-07');
    expect(booked).toMatchObject({ remaining: 4, total: 4, seasonEnd: '2026-11-30' });
    expect(remainingText(booked)).toBeNull();
    expect(remainingPrice(1200, booked)).toBe(1200);
  });

  it('keeps only the visits planned on or before the last day when booked late', () => {
    // 2 Nov, 23 Nov, 14 Dec, 4 Jan: two fit.
    const booked = visitsBeforeSeasonEnd(planProgramme('2026-11-02', season, services), window, '2026-11-02');
    expect(booked.visits.map((v) => v.date)).toEqual(['2026-11-02', '2026-11-23']);
    expect(remainingText(booked)).toBe(
      '2 of its 4 visits remain before the season ends on 30 Nov 2026; you pay for those only.',
    );
    expect(remainingPrice(1200, booked)).toBe(600);
    expect(remainingPrice(1000, { remaining: 1, total: 3 })).toBe(333.33);
  });

  it('counts a visit by its planned day, even when a closed day moves it past the end', () => {
    const plan = planProgramme('2026-11-09', season, services, (d) => d !== '2026-11-30');
    expect(plan[1]).toMatchObject({ date: '2026-12-01', plannedDate: '2026-11-30' });
    expect(visitsBeforeSeasonEnd(plan, window, '2026-11-09').remaining).toBe(2);
  });

  it('reads the season of a later year for a date in it, and keeps all without dates', () => {
    const plan = planProgramme('2027-11-15', season, services);
    expect(visitsBeforeSeasonEnd(plan, window, '2027-11-15')).toMatchObject({
      remaining: 1,
      seasonEnd: '2027-11-30',
    });
    expect(visitsBeforeSeasonEnd(plan, null, '2027-11-15')).toMatchObject({ remaining: 4, seasonEnd: null });
  });
});
