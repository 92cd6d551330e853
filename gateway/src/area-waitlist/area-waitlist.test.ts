/**
 * The area waitlist through the real gateway and api: a visitor asks to be told when a suburb is
 * served (once per e-mail and suburb), bad input names its field, the office reads the list, and a
 * client address asking too often is told the office's phone.
 */
import { AREA_WAITLIST_PER_ADDRESS } from '@greenleaf/shared/rest/area-waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCode, startAdminStack, type AdminTestStack } from '../admin/test-support.js';

let stack: AdminTestStack;
beforeAll(async () => {
  stack = await startAdminStack();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const JOIN = `mutation ($input: JoinAreaWaitlistInput!) { joinAreaWaitlist(input: $input) }`;
const LIST = `{ adminAreaWaitlist { id email suburb createdAt } }`;
const join = (email: string, suburb: string) => stack.anonymous.gql(JOIN, { input: { email, suburb } });

describe('the area waitlist', () => {
  it('keeps one entry per e-mail and suburb, which the office reads', async () => {
    expect((await join('naledi@example.co.za', 'Stellenbosch')).data).toEqual({ joinAreaWaitlist: true });
    expect((await join(' Naledi@example.co.za ', 'STELLENBOSCH')).data).toEqual({ joinAreaWaitlist: true });
    const manager = await stack.signIn('manager');
    const list = await manager.gql<{ adminAreaWaitlist: { email: string; suburb: string }[] }>(LIST);
    expect(list.errors).toBeUndefined();
    expect(
      list.data!.adminAreaWaitlist.filter((e) => e.email.toLowerCase() === 'naledi@example.co.za'),
    ).toEqual([expect.objectContaining({ suburb: 'Stellenbosch' })]);
    const client = await stack.signIn('client');
    expect(firstCode(await client.gql(LIST))).toBe('FORBIDDEN');
  });

  it('names the field of a bad e-mail or an empty suburb', async () => {
    const bad = await join('not-an-address', 'Paarl');
    expect(firstCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.['field']).toBe('email');
    const empty = await join('sam@example.co.za', '   ');
    expect(firstCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.['field']).toBe('suburb');
  });

  it(`takes ${AREA_WAITLIST_PER_ADDRESS} a day from one address, then answers with the office's phone`, async () => {
    const site = await stack.anonymous.gql<{ siteInfo: { phone: string } }>(`{ siteInfo { phone } }`);
    const phone = site.data!.siteInfo.phone;
    const replies = [];
    // One entry was kept by the first test from this address; asking again for it counts nothing new.
    for (let i = 0; i < AREA_WAITLIST_PER_ADDRESS; i += 1)
      replies.push(await join(`many${i}@example.co.za`, 'Paarl'));
    const limited = replies.find((r) => r.errors);
    expect(firstCode(limited!)).toBe('RATE_LIMITED');
    expect(limited!.errors?.[0]?.message).toContain(phone);
  });
});
