import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonDates } from '../catalogue/demo/season-dates.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { categories, modifierOptions, modifiers, seasons } from './schema.js';
import { seedDemoData } from './seed.js';

const publicDir = fileURLToPath(new URL('../../../client/public', import.meta.url));
const today = johannesburgToday();

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.db);
});
afterAll(() => api.close());

interface ServiceOut {
  name: string;
  imageUrl: string | null;
  description: string | null;
  durationMinutes: number;
  basePrice: number;
  fromPrice: number;
  statusId: number;
  variations: { options: { selected: boolean; additionalCost: number }[] }[];
  addOns: { price: number }[];
}

describe('seedDemoData', () => {
  it('creates a believable catalogue that the endpoints serve', async () => {
    const cats = (await api.get('categories/list.php?statusId=1')).body as {
      name: string;
      imageUrl: string;
    }[];
    expect(cats.length).toBeGreaterThanOrEqual(6);
    expect(cats.map((c) => c.name)).toContain('Lawn Care');
    const list = (await api.get('services/list.php?statusId=1')).body as ServiceOut[];
    expect(list.length).toBeGreaterThanOrEqual(18);
    for (const s of list) {
      expect(s.imageUrl, s.name).toMatch(/^\/images\/services\/[a-z0-9-]+\.svg$/);
      expect(s.description, s.name).toBeTruthy();
      // One length per service, in minutes (an hour to two working days).
      expect(s.durationMinutes, s.name).toBeGreaterThanOrEqual(60);
      expect(s.durationMinutes, s.name).toBeLessThanOrEqual(900);
      expect(s.basePrice, s.name).toBeGreaterThan(0);
      expect(s.variations.length, s.name).toBeGreaterThanOrEqual(1);
      expect(s.variations.length, s.name).toBeLessThanOrEqual(3);
      expect(s.addOns.length, s.name).toBeGreaterThanOrEqual(2);
      expect(s.addOns.length, s.name).toBeLessThanOrEqual(4);
      for (const v of s.variations)
        expect(
          v.options.some((o) => o.selected),
          s.name,
        ).toBe(true);
      const cheapest = s.variations.reduce(
        (sum, v) => sum + Math.min(...v.options.filter((o) => o.selected).map((o) => o.additionalCost)),
        0,
      );
      expect(s.fromPrice).toBe(s.basePrice + cheapest);
    }
    const mowing = list.find((s) => s.name === 'Lawn Mowing');
    expect(mowing?.variations.map((v) => (v as unknown as { variationName: string }).variationName)).toEqual([
      'Lawn Size',
      'Grass Type',
      'Frequency',
    ]);
  });

  it('has a drawing on disk for every image it names', async () => {
    const cats = (await api.get('categories/list.php')).body as { imageUrl: string }[];
    const list = (await api.get('services/list.php')).body as { imageUrl: string }[];
    const seasonsOut = (await api.get('seasons/list-with-packages.php')).body as {
      packages: { imageUrl: string }[];
    }[];
    const urls = [
      ...cats.map((c) => c.imageUrl),
      ...list.map((s) => s.imageUrl),
      ...seasonsOut.flatMap((s) => s.packages.map((p) => p.imageUrl)),
      '/images/fallback.svg',
    ];
    for (const url of urls) expect(existsSync(publicDir + url), url).toBe(true);
  });

  it('has four southern-hemisphere seasons, today inside one, each with 2–3 packages', async () => {
    const out = (await api.get('seasons/list-with-packages.php')).body as {
      name: string;
      duration: string;
      notes: string;
      startDate: string;
      endDate: string;
      multiplier: number;
      packages: {
        price: number;
        imageUrl: string;
        description: string;
        services: { serviceId: number; serviceName: string; quantity: number }[];
      }[];
    }[];
    expect(out.map((s) => [s.name, s.multiplier])).toEqual([
      ['Summer', 1.2],
      ['Autumn', 1],
      ['Winter', 0.9],
      ['Spring', 1.1],
    ]);
    expect(out.filter((s) => s.startDate <= today && today <= s.endDate)).toHaveLength(1);
    for (const s of out) {
      expect(s.duration).toBe('3 months');
      expect(s.notes).toBeTruthy();
      expect(s.packages.length).toBeGreaterThanOrEqual(2);
      expect(s.packages.length).toBeLessThanOrEqual(3);
      for (const p of s.packages) {
        expect(p.price).toBeGreaterThan(0);
        expect(p.description).toBeTruthy();
        expect(p.imageUrl).toMatch(/^\/images\/packages\/.+\.svg$/);
        expect(p.services.length).toBeGreaterThanOrEqual(2);
        expect(p.services.length).toBeLessThanOrEqual(4);
        for (const line of p.services) {
          expect(line.serviceId).toBeTypeOf('number');
          expect(line.serviceName).toBeTruthy();
          expect(line.quantity).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('creates the three booking modifiers in order with their options', async () => {
    const ms = await api.db.select().from(modifiers).orderBy(asc(modifiers.id));
    expect(ms.map((m) => m.name)).toEqual(['Customer Type', 'Property Size', 'Call-out Distance']);
    const opts = await api.db.select().from(modifierOptions).orderBy(asc(modifierOptions.id));
    const summary = opts.map((o) => [o.name, o.type, o.units, o.value]);
    expect(summary).toEqual([
      ['Returning customer', 'no_charge', null, 0],
      ['First-time customer', 'discount', 'percent', 25],
      ['Referral', 'discount', 'percent', 25],
      ['Standard (up to 500 m²)', 'no_charge', null, 0],
      ['Large (500–1000 m²)', 'extra', 'percent', 20],
      ['Estate (over 1000 m²)', 'extra', 'amount', 350],
      ['Within 30 minutes of a branch', 'no_charge', null, 0],
      ['Beyond 30 minutes', 'extra', 'amount', 150],
    ]);
    expect(opts.find((o) => o.name === 'Within 30 minutes of a branch')?.description).toMatch(
      /no call-out fee/i,
    );
    expect(opts.every((o) => (o.description ?? '').length > 0)).toBe(true);
  });

  it('adds nothing when called again', async () => {
    const count = async () => ({
      categories: (await api.db.select().from(categories)).length,
      services: ((await api.get('services/list.php')).body as unknown[]).length,
      seasons: (await api.db.select().from(seasons)).length,
      modifiers: (await api.db.select().from(modifiers)).length,
    });
    const before = await count();
    await seedDemoData(api.db);
    expect(await count()).toEqual(before);
  });
});

describe('seasonDates', () => {
  it('puts every date of the year inside exactly one season', () => {
    const seasonsMonths: [number, number][] = [
      [12, 2],
      [3, 5],
      [6, 8],
      [9, 11],
    ];
    for (const day of [
      '2027-01-15',
      '2027-02-28',
      '2028-02-29',
      '2027-03-01',
      '2027-08-31',
      '2027-12-01',
      '2027-12-31',
    ]) {
      const now = new Date(`${day}T10:00:00Z`);
      const hits = seasonsMonths
        .map((m) => seasonDates(now, m))
        .filter((d) => d.startDate <= day && day <= d.endDate);
      expect(hits, day).toHaveLength(1);
    }
    expect(seasonDates(new Date('2028-01-10T10:00:00Z'), [12, 2])).toEqual({
      startDate: '2027-12-01',
      endDate: '2028-02-29',
    });
  });
});
