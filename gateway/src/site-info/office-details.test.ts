import { describe, expect, it } from 'vitest';
import { OfficeAddressSchema, OfficeHoursSchema, telHref } from './office-details.js';

describe('OFFICE_HOURS', () => {
  it('reads schema.org hours into rows in words, the days not listed closed with public holidays', () => {
    expect(OfficeHoursSchema.parse('Mo-Fr 07:30-17:30; Sa 08:00-13:00')).toEqual([
      {
        days: 'Monday to Friday',
        daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '17:30',
      },
      { days: 'Saturday', daysOfWeek: ['Saturday'], opens: '08:00', closes: '13:00' },
      { days: 'Sunday and public holidays', daysOfWeek: ['Sunday'], opens: null, closes: null },
    ]);
    expect(OfficeHoursSchema.parse('Mo,We 09:00-12:00').map((row) => row.days)).toEqual([
      'Monday and Wednesday',
      'Tuesday, Thursday to Sunday and public holidays',
    ]);
    // a trailing separator is no entry
    expect(OfficeHoursSchema.parse('Sa 08:00-13:00;')).toHaveLength(2);
    expect(OfficeHoursSchema.parse('Mo-Su 08:00-18:00').at(-1)).toEqual({
      days: 'Public holidays',
      daysOfWeek: [],
      opens: null,
      closes: null,
    });
  });

  it('refuses what is not days and hours', () => {
    for (const bad of [
      '',
      'Monday 08:00-17:00',
      'Mo-Fr',
      'Mo-Fr 8:00-17:00',
      'Fr-Mo 08:00-17:00',
      'Mo 17:00-08:00',
    ]) {
      expect(OfficeHoursSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('OFFICE_ADDRESS', () => {
  it('takes four parts separated by ";"', () => {
    expect(OfficeAddressSchema.parse(' 1 Main Road ; Durbanville, Cape Town; Western Cape; 7550')).toEqual({
      street: '1 Main Road',
      locality: 'Durbanville, Cape Town',
      region: 'Western Cape',
      postalCode: '7550',
    });
    expect(OfficeAddressSchema.safeParse('1 Main Road, Durbanville, 7550').success).toBe(false);
    expect(OfficeAddressSchema.safeParse('1 Main Road;;Western Cape;7550').success).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps the plus and the digits', () => {
    expect(telHref('+27 21 555 0142')).toBe('tel:+27215550142');
    expect(telHref('(021) 555-0142')).toBe('tel:0215550142');
  });
});
