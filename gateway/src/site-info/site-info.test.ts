/**
 * The business's details come from the configuration: `siteInfo` answers what the gateway was started
 * with, and a server-rendered public page prints it (with the client build present, as the other
 * server-rendering tests).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { serverEntryPath } from '../ssr/server-render.js';
import { OfficeAddressSchema, OfficeHoursSchema } from './office-details.js';

const clientDist = fileURLToPath(new URL('../../../client/dist', import.meta.url));
const built = existsSync(join(clientDist, 'index.html')) && existsSync(serverEntryPath(clientDist));

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({
    config: {
      officePhone: '+27 21 000 1111',
      officeEmail: 'office@example.test',
      officeAddress: OfficeAddressSchema.parse('1 Main Road; Durbanville, Cape Town; Western Cape; 7550'),
      officeHours: OfficeHoursSchema.parse('Mo-Th 08:00-16:00; Sa 09:00-12:00'),
      callOutFreeMinutes: 45,
      changeCutoffHours: 48,
      clientDist,
      serveClient: 'auto',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const SITE_INFO = `query SiteInfoQuery {
  siteInfo {
    phone phoneHref email
    address { street locality region postalCode line }
    officeHours { days daysOfWeek opens closes }
    callOutFreeMinutes paymentHoldMinutes quoteHoldDays changeCutoffHours
  }
}`;

describe('siteInfo', () => {
  it('answers the configured phone, e-mail, address, hours and terms', async () => {
    const res = await t.client().gql<{ siteInfo: Record<string, unknown> }>(SITE_INFO);
    expect(res.errors).toBeUndefined();
    expect(res.data!.siteInfo).toEqual({
      phone: '+27 21 000 1111',
      phoneHref: 'tel:+27210001111',
      email: 'office@example.test',
      address: {
        street: '1 Main Road',
        locality: 'Durbanville, Cape Town',
        region: 'Western Cape',
        postalCode: '7550',
        line: '1 Main Road, Durbanville, Cape Town, 7550',
      },
      officeHours: [
        {
          days: 'Monday to Thursday',
          daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: '08:00',
          closes: '16:00',
        },
        { days: 'Saturday', daysOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
        {
          days: 'Friday, Sunday and public holidays',
          daysOfWeek: ['Friday', 'Sunday'],
          opens: null,
          closes: null,
        },
      ],
      callOutFreeMinutes: 45,
      paymentHoldMinutes: 30,
      quoteHoldDays: 7,
      changeCutoffHours: 48,
    });
  });

  it('is answered from the response cache after the first time (the configuration does not change)', async () => {
    await t.gateway.catalogueVersionKnown();
    const ask = async () =>
      (
        await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query SiteInfoPhone { siteInfo { phone } }' }),
        })
      ).text();
    const hits = async () => {
      const metrics = await (await fetch(`${t.url}/metrics`)).text();
      const line = metrics
        .split('\n')
        .find((l) => l.startsWith('gateway_response_cache_total{result="hit"}'));
      return Number(line?.split(' ').pop() ?? 0);
    };
    const first = await ask();
    expect(first).toContain('+27 21 000 1111');
    const before = await hits();
    expect(await ask()).toBe(first);
    expect(await hits()).toBe(before + 1);
  });
});

describe.skipIf(!built)('server-rendered pages print the configured details (client build present)', () => {
  const page = async (path: string) =>
    (await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } })).text();

  it('/contact shows the configured phone, its link, the e-mail and the call-out minutes', async () => {
    await t.gateway.catalogueVersionKnown();
    const html = await page('/contact');
    const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';
    expect(root).toContain('+27 21 000 1111');
    expect(root).toContain('href="tel:+27210001111"');
    expect(root).toContain('office@example.test');
    expect(root).toContain('1 Main Road, Durbanville, Cape Town, 7550');
    expect(root).toContain('45-minute');
    expect(root).toContain('Monday to Thursday');
    expect(root).not.toContain('555 0142');
    // the business in JSON-LD too
    expect(html).toContain('"telephone":"+27 21 000 1111"');
    // and in the embedded cache, so the browser does not ask again
    const state =
      /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(state)).toMatchObject({
      ROOT_QUERY: { siteInfo: { phone: '+27 21 000 1111', callOutFreeMinutes: 45 } },
    });
  });

  it('the landing page (footer and questions) shows them too', async () => {
    const html = await page('/');
    expect(html).toContain('+27 21 000 1111');
    expect(html).toContain('45-minute');
    expect(html).not.toContain('555 0142');
  });
});
