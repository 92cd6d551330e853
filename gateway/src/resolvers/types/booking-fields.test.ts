/** A booking stays readable after the catalogue rows it refers to are deleted: its snapshot remains. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, modifierOptions, variationOptions } from '../../../../api/src/db/schema.js';
import { startTestGateway, type TestGateway, TEST_VISIT } from '../../test/harness.js';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
});
afterAll(() => t.close());

describe('a booking whose catalogue rows were deleted', () => {
  it('still reads, with null ids and the names and prices it was booked with', async () => {
    const cat = await t.client().gql(`{
      services { id variations { options { id label } } addOns { id name } }
      modifiers { id options { id name rule } }
    }`);
    const service = cat.data!.services.find((s: any) => s.variations.length > 0 && s.addOns.length > 0);
    const option = service.variations[0].options[0];
    const addOn = service.addOns[0];
    // A modifier the customer picks (not one decided by a rule, whose pick would be ignored).
    const modifier = cat.data!.modifiers.find((m: any) => m.options.every((o: any) => o.rule === null));
    const modifierOption = modifier.options[1];
    const created = await t
      .client()
      .gql(`mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`, {
        input: {
          address: TEST_VISIT,
          booking: {
            date: '2031-06-10',
            timeSlot: '11:30 - 12:15',
            lines: [
              {
                serviceId: service.id,
                optionIds: service.variations.map((v: any) => v.options[0].id),
                addOnIds: [addOn.id],
              },
            ],
            modifierOptionIds: [modifierOption.id],
          },
          customer: {
            name: 'Deleted Rows',
            email: `deleted-rows-${Date.now()}@example.test`,
            password: 'deleted-rows-1',
            phone: '0215550101',
            address: 'Woodstock',
          },
        },
      });
    const guidId = created.data!.createBooking.booking.guidId;

    // The office's delete of a row a booking uses archives it (api/src/catalogue/archive.ts), so the
    // rows are removed from the database itself: rows that are really gone (the booking's references
    // become null), as after a restore of an older catalogue or a delete before archiving existed.
    const gone = [
      await t.api.db
        .delete(addOns)
        .where(eq(addOns.id, Number(addOn.id)))
        .returning(),
      await t.api.db
        .delete(variationOptions)
        .where(eq(variationOptions.id, Number(option.id)))
        .returning(),
      await t.api.db
        .delete(modifierOptions)
        .where(eq(modifierOptions.id, Number(modifierOption.id)))
        .returning(),
    ];
    expect(gone.map((rows) => rows.length)).toEqual([1, 1, 1]);

    const read = await t.client().gql(
      `query($g: ID!) { booking(guidId: $g) { guidId
        services { variations { optionId label } addOns { addOnId name } }
        modifiers { modifierId optionId optionName } } }`,
      { g: guidId },
    );
    expect(read.errors).toBeUndefined();
    const line = read.data!.booking.services[0];
    expect(line.variations[0]).toEqual({ optionId: null, label: option.label });
    expect(line.addOns[0]).toEqual({ addOnId: null, name: addOn.name });
    const picked = read.data!.booking.modifiers.find((m: any) => m.optionName === modifierOption.name);
    expect(picked).toMatchObject({
      optionId: null,
      optionName: modifierOption.name,
    });
  });
});
