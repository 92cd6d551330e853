/**
 * A visitor not signed in, without a referral code, is priced as a newcomer with nothing asked of the
 * api: the short way gives exactly the facts the full way (which asks nothing either) gives.
 */
import { describe, expect, it } from 'vitest';
import type { BookingInput } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import { earnedFactsFor, noTravelMinutes, type TravelMinutesLookup } from './earned-facts.js';

const api = {
  get: () => {
    throw new Error('no api call expected');
  },
} as unknown as ApiClient;
const input = { date: '2030-01-01', lines: [{ serviceId: '1' }] } as BookingInput;

describe('earnedFactsFor', () => {
  it('gives a visitor without a code the same facts by the short way as by the full way', async () => {
    // Another lookup that knows nothing takes the full way (Promise.all over both answers).
    const unknownTravel: TravelMinutesLookup = { travelMinutesFor: async () => null };
    const full = await earnedFactsFor(api, input, null, unknownTravel);
    for (const referralCode of [undefined, null, '', '   ']) {
      const short = await earnedFactsFor(api, { ...input, referralCode }, null, noTravelMinutes);
      expect(short).toStrictEqual(full);
    }
    expect(full).toStrictEqual({
      bookedBefore: false,
      referral: 'none',
      travelMinutes: null,
      credits: [],
      referrer: null,
    });
  });
});
