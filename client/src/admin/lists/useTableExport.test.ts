import { describe, expect, it } from 'vitest';
import { exportLabel, tableExportHref } from './useTableExport';

describe('the list export', () => {
  it("links to the gateway's streamed CSV with the list's search, filters and sort", () => {
    expect(tableExportHref({ table: 'BOOKING_MANAGER' })).toBe('/exports/booking-manager.csv');
    const href = tableExportHref({
      table: 'BOOKINGS',
      search: 'Zoë & co',
      filters: [{ key: 'status', value: 'confirmed' }],
      sort: { key: 'bookingDate', direction: 'DESC' },
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/exports/bookings.csv');
    expect(url.searchParams.get('search')).toBe('Zoë & co');
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual([{ key: 'status', value: 'confirmed' }]);
    expect(url.searchParams.get('sort')).toBe('bookingDate');
    expect(url.searchParams.get('dir')).toBe('desc');
  });

  it('names its size before it starts', () => {
    expect(exportLabel(12345)).toBe('Export 12,345 rows');
    expect(exportLabel(1)).toBe('Export 1 row');
  });
});
