/**
 * Takes the README's screenshots (docs/screenshots/) of a running stack: the landing page, a service
 * page, /about and the quote form, each at a phone's size (360 x 740) and a desktop's (1280 x 800);
 * and the office's schedule (signed in as the demo admin, on a day it fills with two crews and a few
 * bookings).
 *
 *   PORT=4170 API_PORT=4171 PUBLIC_URL=http://127.0.0.1:4170 DATA_DIR=.tmp/shots node scripts/start.mjs &
 *   SCREENSHOT_URL=http://127.0.0.1:4170 npx tsx tests/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';

const base = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:4170';
const out = resolve(import.meta.dirname, '..', 'docs', 'screenshots');

async function serviceId(name: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ services { id name } }' }),
  });
  const body = (await res.json()) as { data: { services: { id: string; name: string }[] } };
  const found = body.data.services.find((s) => s.name === name);
  if (!found) throw new Error(`no service ${name}`);
  return found.id;
}

const sizes = [
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, deviceScaleFactor: 1 },
] as const;

async function main() {
  mkdirSync(out, { recursive: true });
  const pages = [
    { file: 'landing', path: '/', ready: 'Beautiful lawns and gardens across Cape Town' },
    { file: 'service', path: `/service/${await serviceId('Lawn Mowing')}`, ready: 'Lawn Mowing' },
    { file: 'about', path: '/about', ready: 'About Us' },
    {
      file: 'quote-form',
      path: `/quote/${await serviceId('Garden Design Consultation')}`,
      ready: 'Request a quote',
      fullPage: true,
    },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const size of sizes) {
      const context = await browser.newContext({
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.isMobile,
        deviceScaleFactor: size.deviceScaleFactor,
      });
      const page = await context.newPage();
      for (const shot of pages) {
        await page.goto(`${base}${shot.path}`);
        await page.getByRole('heading', { name: shot.ready }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const file = resolve(out, `${shot.file}-${size.name}.png`);
        await page.screenshot({ path: file, fullPage: 'fullPage' in shot });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** A GraphQL call with a session cookie. */
async function gqlAs<T>(cookie: string, query: string, variables: object = {}): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The schedule of a day with two crews and a few bookings, at a desktop's size. */
async function schedule() {
  const login = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { user { id } } }',
      variables: { input: { email: 'admin@greenleaf.local', password: 'admin12345' } },
    }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const crews: string[] = [];
  for (const crew of [
    { name: 'Crew North', colour: '#2f9e44' },
    { name: 'Crew South', colour: '#1971c2' },
  ]) {
    const saved = await gqlAs<{ adminSaveCrew: { crew: { id: string } } }>(
      cookie,
      'mutation ($input: AdminSaveCrewInput!) { adminSaveCrew(input: $input) { crew { id } } }',
      { input: { ...crew, active: true, memberIds: [] } },
    );
    crews.push(saved.adminSaveCrew.crew.id);
  }
  const { services } = await gqlAs<{
    services: {
      id: string;
      name: string;
      variations: { options: { id: string; repeatWeeks: number | null }[] }[];
    }[];
  }>(cookie, '{ services { id name variations { options { id repeatWeeks } } } }');
  // a one-off visit: each variation's first option that does not repeat (nothing is chosen for us)
  const oneOff = (service: (typeof services)[number]) =>
    service.variations.flatMap(
      (v) => (v.options.find((o) => o.repeatWeeks === null) ?? v.options[0])?.id ?? [],
    );
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const plan: [string, string, number | null, string, string][] = [
    ['Lawn Mowing', '10:00 - 10:45', 0, 'Rondebosch', 'Thandi Mokoena'],
    ['Hedge Trimming', '10:00 - 10:45', 1, 'Claremont', 'Pieter van Wyk'],
    ['Lawn Fertilising', '12:15 - 13:00', 0, 'Newlands', 'Ayesha Daniels'],
    ['Irrigation Check & Repair', '13:45 - 14:30', 1, 'Observatory', 'Sipho Ndlovu'],
    ['Pruning & Deadheading', '14:30 - 15:15', null, 'Kenilworth', 'Megan Adams'],
  ];
  for (const [i, [name, slot, crew, suburb, customer]] of plan.entries()) {
    const service = services.find((s) => s.name === name);
    if (!service) throw new Error(`no service ${name}`);
    const user = await gqlAs<{ adminSaveUser: { user: { id: string } } }>(
      cookie,
      'mutation ($input: AdminSaveUserInput!) { adminSaveUser(input: $input) { user { id } } }',
      {
        input: {
          name: customer,
          email: `shot-${i}-${Date.now()}@example.com`,
          password: 'screenshot-pass-1',
          role: 'CLIENT',
          status: 'ACTIVE',
          phone: `082555010${i}`,
        },
      },
    );
    const made = await gqlAs<{ adminCreateBooking: { booking: { guidId: string } } }>(
      cookie,
      'mutation ($input: AdminCreateBookingInput!) { adminCreateBooking(input: $input) { booking { guidId } } }',
      {
        input: {
          userId: user.adminSaveUser.user.id,
          booking: {
            date: day,
            timeSlot: slot,
            lines: [{ serviceId: service.id, optionIds: oneOff(service) }],
            modifierOptionIds: [],
          },
          address: { street: `${10 + i} Main Road`, suburb, postalCode: '7700' },
        },
      },
    );
    if (crew !== null) {
      await gqlAs(
        cookie,
        'mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id } } }',
        {
          input: {
            guidId: made.adminCreateBooking.booking.guidId,
            date: day,
            timeSlot: slot,
            crewId: crews[crew],
          },
        },
      );
    }
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = cookie.split('; ')[0]!.split('=');
    await context.addCookies([{ name: name!, value: value!, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/admin/schedule?date=${day}&view=day`);
    await page.getByTestId('schedule-grid').waitFor();
    await page.waitForLoadState('networkidle');
    const file = resolve(out, 'schedule-desktop.png');
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  } finally {
    await browser.close();
  }
}

// SCREENSHOT_ONLY=schedule takes only the schedule (it adds crews and bookings to the stack).
if (process.env.SCREENSHOT_ONLY !== 'schedule') await main();
await schedule();
