import { describe, expect, it } from 'vitest';
import { lineWeekProblems, previewProgramme, weekValue, type PackageLine } from './packageLines';

const line = (change: Partial<PackageLine>): PackageLine => ({
  serviceId: '1',
  serviceName: 'Lawn Mowing',
  quantity: 2,
  firstWeek: null,
  everyWeeks: null,
  ...change,
});

describe("a package line's programme weeks", () => {
  it('reads an empty input as spread over the season', () => {
    expect(weekValue('')).toBeNull();
    expect(weekValue(3)).toBe(3);
  });

  it('allows the first week 0-52 and every 1-26 whole weeks, or empty', () => {
    expect(lineWeekProblems(line({}))).toEqual({});
    expect(lineWeekProblems(line({ firstWeek: 0, everyWeeks: 1 }))).toEqual({});
    expect(lineWeekProblems(line({ firstWeek: 52, everyWeeks: 26 }))).toEqual({});
    expect(lineWeekProblems(line({ firstWeek: 53, everyWeeks: 0 }))).toEqual({
      firstWeek: 'First visit in week must be a whole number from 0 to 52, or empty',
      everyWeeks: 'Then every (weeks) must be a whole number from 1 to 26, or empty',
    });
  });

  it("plans on the package's own dates when it has both, else its season's", () => {
    const lines = [
      line({ quantity: 2, firstWeek: 0, everyWeeks: 4 }),
      line({ serviceId: '2', serviceName: 'Fertilising', quantity: 1, firstWeek: 4 }),
    ];
    const plan = previewProgramme(
      { startDate: '2026-09-01', endDate: '2026-11-30' },
      null,
      lines,
      '2026-01-01',
    );
    expect(plan?.bookedOn).toBe('2026-09-01');
    expect(plan?.visits.map((v) => [v.date, v.week, v.services.map((s) => s.name)])).toEqual([
      ['2026-09-01', 0, ['Lawn Mowing']],
      ['2026-09-29', 4, ['Lawn Mowing', 'Fertilising']],
    ]);
    // Spread: 8 weeks of season for 2 visits, one every 4 weeks from the season's first day.
    const spread = previewProgramme(
      {},
      { startDate: '2026-09-01', endDate: '2026-10-26' },
      [line({ quantity: 2 })],
      '2026-01-01',
    );
    expect(spread?.visits.map((v) => v.date)).toEqual(['2026-09-01', '2026-09-29']);
  });

  it('plans nothing without a chosen service or with a week out of range', () => {
    expect(previewProgramme({}, null, [line({ serviceId: null })], '2026-01-01')).toBeNull();
    expect(previewProgramme({}, null, [line({ everyWeeks: 30 })], '2026-01-01')).toBeNull();
    expect(previewProgramme({}, null, [line({})], '2026-01-05')?.bookedOn).toBe('2026-01-05');
  });
});
