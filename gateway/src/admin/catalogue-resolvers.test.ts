/**
 * Catalogue administration through the gateway against the real api: services with variations,
 * modifiers and variations with their options (kept, changed, added and removed), categories,
 * add-ons, seasons, packages and image uploads.
 */
import { UPLOAD_REFUSALS } from '@greenleaf/shared/rest/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCode, startAdminStackAsAdmin, type AdminTestStack, type Caller } from './test-support.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
beforeAll(async () => ({ stack, admin } = await startAdminStackAsAdmin()));
afterAll(() => stack?.close());

async function ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await admin.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

const SAVE_VARIATION = `mutation ($input: AdminSaveVariationInput!) { adminSaveVariation(input: $input) {
  variation { id name description status options { id label additionalCost description } } } }`;
const SAVE_MODIFIER = `mutation ($input: AdminSaveModifierInput!) { adminSaveModifier(input: $input) {
  modifier { id name description options { id modifierId name type units value description } } } }`;
const SAVE_CATEGORY = `mutation ($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id name status } } }`;
const SAVE_SERVICE = `mutation ($input: AdminSaveServiceInput!) { adminSaveService(input: $input) { service {
  id name basePrice fromPrice status categoryId isPackage
  variations { variationId variationName options(onlyOffered: false) { id label offered } } } } }`;

type Variation = {
  id: string;
  name: string;
  options: { id: string; label: string; additionalCost: number; description: string | null }[];
};
type Modifier = {
  id: string;
  name: string;
  options: {
    id: string;
    modifierId: string;
    name: string;
    type: string;
    units: string | null;
    value: number;
  }[];
};

describe('variations with options', () => {
  it('creates a variation with its options, then keeps, changes, adds and removes options in one save', async () => {
    const created = (
      await ok<{ adminSaveVariation: { variation: Variation } }>(SAVE_VARIATION, {
        input: {
          name: 'Lawn size',
          description: 'How big the lawn is',
          options: [
            { label: 'Small', additionalCost: 0 },
            { label: 'Medium', additionalCost: 150.5 },
            { label: 'Large', additionalCost: 300 },
          ],
        },
      })
    ).adminSaveVariation.variation;
    expect(created.options.map((o) => [o.label, o.additionalCost])).toEqual([
      ['Small', 0],
      ['Medium', 150.5],
      ['Large', 300],
    ]);
    const [small, medium, large] = created.options;

    const saved = (
      await ok<{ adminSaveVariation: { variation: Variation } }>(SAVE_VARIATION, {
        input: {
          id: created.id,
          name: 'Lawn area',
          options: [
            { id: small!.id, label: 'Small', additionalCost: 0 },
            { id: large!.id, label: 'Large (over 500 m²)', additionalCost: 320 },
            { label: 'Estate', additionalCost: 900, description: 'Over 2000 m²' },
          ],
        },
      })
    ).adminSaveVariation.variation;
    expect(saved.name).toBe('Lawn area');
    expect(saved.options.map((o) => o.label).sort()).toEqual(['Estate', 'Large (over 500 m²)', 'Small']);
    expect(saved.options.find((o) => o.id === large!.id)!.additionalCost).toBe(320);
    expect(saved.options.map((o) => o.id)).not.toContain(medium!.id);
    // the api agrees: Medium is gone
    expect((await stack.api.get(`variationoption/get.php?id=${medium!.id}`)).status).toBe(404);

    const list = await ok<{ adminVariations: Variation[] }>('{ adminVariations { id name options { id } } }');
    expect(list.adminVariations.find((v) => v.id === created.id)!.options).toHaveLength(3);
  });

  it('refuses a short name, no options, a short label, a negative cost and an option of another variation', async () => {
    const other = (
      await ok<{ adminSaveVariation: { variation: Variation } }>(SAVE_VARIATION, {
        input: { name: 'Edging', options: [{ label: 'None', additionalCost: 0 }] },
      })
    ).adminSaveVariation.variation;
    const mine = (
      await ok<{ adminSaveVariation: { variation: Variation } }>(SAVE_VARIATION, {
        input: { name: 'Hedge height', options: [{ label: 'Low', additionalCost: 0 }] },
      })
    ).adminSaveVariation.variation;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: 'Ab', options: [{ label: 'Xx', additionalCost: 0 }] }, 'name', /at least 3 characters/],
      [{ name: 'Abc', options: [] }, 'options', /at least one option/],
      [
        { name: 'Abc', options: [{ label: 'X', additionalCost: 0 }] },
        'options.0.label',
        /at least 2 characters/,
      ],
      [
        { name: 'Abc', options: [{ label: 'Xx', additionalCost: -1 }] },
        'options.0.additionalCost',
        /at least 0/,
      ],
      [
        {
          id: mine.id,
          name: 'Hedge height',
          options: [{ id: other.options[0]!.id, label: 'None', additionalCost: 0 }],
        },
        'options.0.id',
        /does not belong/,
      ],
    ];
    for (const [input, field, message] of cases) {
      const reply = await admin.gql(SAVE_VARIATION, { input });
      expect(firstCode(reply), field).toBe('BAD_USER_INPUT');
      expect(reply.errors?.[0]?.extensions?.['field']).toBe(field);
      expect(reply.errors?.[0]?.message).toMatch(message);
    }
    // nothing changed on the variation whose save was refused
    const after = await ok<{ adminVariation: Variation }>(
      'query ($id: ID!) { adminVariation(id: $id) { id name options { id label } } }',
      {
        id: mine.id,
      },
    );
    expect(after.adminVariation.options.map((o) => o.label)).toEqual(['Low']);
  });

  it('deletes a variation', async () => {
    const v = (
      await ok<{ adminSaveVariation: { variation: Variation } }>(SAVE_VARIATION, {
        input: { name: 'Temporary', options: [{ label: 'Only', additionalCost: 1 }] },
      })
    ).adminSaveVariation.variation;
    const del = await ok<{ adminDeleteVariation: { id: string; success: boolean } }>(
      'mutation ($id: ID!) { adminDeleteVariation(input: { id: $id }) { id success } }',
      { id: v.id },
    );
    expect(del.adminDeleteVariation).toEqual({ id: v.id, success: true });
    expect(
      (
        await ok<{ adminVariation: null }>('query ($id: ID!) { adminVariation(id: $id) { id } }', {
          id: v.id,
        })
      ).adminVariation,
    ).toBeNull();
  });
});

describe('modifiers with options', () => {
  it('creates and edits a modifier: no-charge options store no units and value 0, removed options are deleted', async () => {
    const created = (
      await ok<{ adminSaveModifier: { modifier: Modifier } }>(SAVE_MODIFIER, {
        input: {
          name: 'Customer type',
          description: 'First visit or returning',
          options: [
            { name: 'Returning', type: 'NO_CHARGE', units: 'PERCENT', value: 12 },
            { name: 'First-time', type: 'DISCOUNT', units: 'PERCENT', value: 25 },
            { name: 'Referral', type: 'DISCOUNT', units: 'PERCENT', value: 25 },
          ],
        },
      })
    ).adminSaveModifier.modifier;
    expect(created.options.map((o) => [o.name, o.type, o.units, o.value])).toEqual([
      ['Returning', 'NO_CHARGE', null, 0],
      ['First-time', 'DISCOUNT', 'PERCENT', 25],
      ['Referral', 'DISCOUNT', 'PERCENT', 25],
    ]);
    expect(new Set(created.options.map((o) => o.modifierId))).toEqual(new Set([created.id]));
    const [returning, firstTime, referral] = created.options;

    const edited = (
      await ok<{ adminSaveModifier: { modifier: Modifier } }>(SAVE_MODIFIER, {
        input: {
          id: created.id,
          name: 'Customer type',
          options: [
            { id: returning!.id, name: 'Returning customer', type: 'NO_CHARGE', value: 0 },
            { id: firstTime!.id, name: 'First-time customer', type: 'DISCOUNT', units: 'AMOUNT', value: 100 },
            { name: 'Weekend visit', type: 'EXTRA', units: 'AMOUNT', value: 50 },
          ],
        },
      })
    ).adminSaveModifier.modifier;
    expect(edited.options.map((o) => o.id)).not.toContain(referral!.id);
    expect(edited.options.find((o) => o.id === firstTime!.id)).toMatchObject({
      name: 'First-time customer',
      units: 'AMOUNT',
      value: 100,
    });
    expect(edited.options.map((o) => o.name).sort()).toEqual([
      'First-time customer',
      'Returning customer',
      'Weekend visit',
    ]);
    const listed = await ok<{ adminModifiers: Modifier[] }>('{ adminModifiers { id options { id } } }');
    expect(listed.adminModifiers.find((m) => m.id === created.id)!.options).toHaveLength(3);
  });

  it('refuses an extra or discount without units, and options listed twice, without writing anything', async () => {
    const before = (await stack.api.get<unknown[]>('modifier/list.php')).body.length;
    const noUnits = await admin.gql(SAVE_MODIFIER, {
      input: { name: 'Call-out', options: [{ name: 'Far', type: 'EXTRA', value: 100 }] },
    });
    expect(firstCode(noUnits)).toBe('BAD_USER_INPUT');
    expect(noUnits.errors?.[0]?.extensions?.['field']).toBe('options.0.units');
    expect((await stack.api.get<unknown[]>('modifier/list.php')).body.length).toBe(before);

    const m = (
      await ok<{ adminSaveModifier: { modifier: Modifier } }>(SAVE_MODIFIER, {
        input: { name: 'Access', options: [{ name: 'Open gate', type: 'NO_CHARGE', value: 0 }] },
      })
    ).adminSaveModifier.modifier;
    const twice = await admin.gql(SAVE_MODIFIER, {
      input: {
        id: m.id,
        name: 'Access',
        options: [
          { id: m.options[0]!.id, name: 'Open gate', type: 'NO_CHARGE', value: 0 },
          { id: m.options[0]!.id, name: 'Open gate', type: 'NO_CHARGE', value: 0 },
        ],
      },
    });
    expect(firstCode(twice)).toBe('BAD_USER_INPUT');
    expect(twice.errors?.[0]?.extensions?.['field']).toBe('options.1.id');
  });

  it('creates no modifier when one of its options is refused by the api', async () => {
    const before = (await stack.api.get<{ name: string }[]>('modifier/list.php')).body.length;
    const reply = await admin.gql(SAVE_MODIFIER, {
      input: {
        name: 'Half-made',
        options: [
          { name: 'Fine', type: 'NO_CHARGE', value: 0 },
          { name: 'Too long', type: 'NO_CHARGE', value: 0, description: 'x'.repeat(5000) },
        ],
      },
    });
    expect(firstCode(reply)).toBe('BAD_USER_INPUT');
    const after = (await stack.api.get<{ name: string }[]>('modifier/list.php')).body;
    expect(after).toHaveLength(before);
    expect(after.map((m) => m.name)).not.toContain('Half-made');
  });

  it('deletes a modifier with its options', async () => {
    const m = (
      await ok<{ adminSaveModifier: { modifier: Modifier } }>(SAVE_MODIFIER, {
        input: { name: 'Short-lived', options: [{ name: 'Yes', type: 'NO_CHARGE', value: 0 }] },
      })
    ).adminSaveModifier.modifier;
    await ok('mutation ($id: ID!) { adminDeleteModifier(input: { id: $id }) { success } }', { id: m.id });
    expect((await stack.api.get(`modifieroption/get.php?id=${m.options[0]!.id}`)).status).toBe(404);
    const missing = await admin.gql('mutation { adminDeleteModifier(input: { id: "999999" }) { success } }');
    expect(firstCode(missing)).toBe('NOT_FOUND');
  });
});

describe('services with variations', () => {
  it('creates a service offering chosen options, updates it, searches and deletes it', async () => {
    const category = (
      await ok<{ adminSaveCategory: { category: { id: string; status: string } } }>(SAVE_CATEGORY, {
        input: { name: 'Lawn Care', description: 'Mowing and more' },
      })
    ).adminSaveCategory.category;
    expect(category.status).toBe('ACTIVE');
    const size = (
      await ok<{ adminSaveVariation: { variation: Variation } }>(SAVE_VARIATION, {
        input: {
          name: 'Yard size',
          options: [
            { label: 'Small', additionalCost: 0 },
            { label: 'Medium', additionalCost: 100 },
            { label: 'Huge', additionalCost: 500 },
          ],
        },
      })
    ).adminSaveVariation.variation;
    const [small, medium, huge] = size.options;

    type Service = {
      id: string;
      name: string;
      basePrice: number;
      fromPrice: number;
      status: string;
      categoryId: string;
      variations: { variationId: string; options: { id: string; label: string; offered: boolean }[] }[];
    };
    const created = (
      await ok<{ adminSaveService: { service: Service } }>(SAVE_SERVICE, {
        input: {
          categoryId: category.id,
          name: 'Lawn Mowing',
          basePrice: 350,
          variations: [{ variationId: size.id, optionIds: [medium!.id, huge!.id] }],
        },
      })
    ).adminSaveService.service;
    expect(created).toMatchObject({
      name: 'Lawn Mowing',
      basePrice: 350,
      status: 'ACTIVE',
      categoryId: category.id,
    });
    // fromPrice = base + the cheapest offered option (Medium, 100)
    expect(created.fromPrice).toBe(450);
    expect(created.variations[0]!.options.map((o) => [o.label, o.offered])).toEqual([
      ['Small', false],
      ['Medium', true],
      ['Huge', true],
    ]);

    const updated = (
      await ok<{ adminSaveService: { service: Service } }>(SAVE_SERVICE, {
        input: {
          id: created.id,
          categoryId: category.id,
          name: 'Lawn Mowing',
          basePrice: 300,
          status: 'INACTIVE',
          variations: [{ variationId: size.id, optionIds: [small!.id] }],
        },
      })
    ).adminSaveService.service;
    expect(updated).toMatchObject({ basePrice: 300, status: 'INACTIVE', fromPrice: 300 });
    expect(updated.variations[0]!.options.filter((o) => o.offered).map((o) => o.label)).toEqual(['Small']);

    // inactive services are still listed for the admin, and search narrows the list
    const found = await ok<{ adminServices: { id: string }[] }>('{ adminServices(search: "mowing") { id } }');
    expect(found.adminServices.map((s) => s.id)).toContain(created.id);
    const none = await ok<{ adminServices: { id: string }[] }>(
      '{ adminServices(search: "no-such-service") { id } }',
    );
    expect(none.adminServices).toEqual([]);

    await ok('mutation ($id: ID!) { adminDeleteService(input: { id: $id }) { success } }', {
      id: created.id,
    });
    expect(
      (
        await ok<{ adminService: null }>('query ($id: ID!) { adminService(id: $id) { id } }', {
          id: created.id,
        })
      ).adminService,
    ).toBeNull();
  });

  it('refuses a blank name, a negative price, an unknown category and an option of another variation', async () => {
    const category = (
      await ok<{ adminSaveCategory: { category: { id: string } } }>(SAVE_CATEGORY, {
        input: { name: 'Trees' },
      })
    ).adminSaveCategory.category;
    const base = { categoryId: category.id, name: 'Tree felling', basePrice: 900, variations: [] };
    const blank = await admin.gql(SAVE_SERVICE, { input: { ...base, name: '  ' } });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Service name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    const negative = await admin.gql(SAVE_SERVICE, { input: { ...base, basePrice: -5 } });
    expect(negative.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'basePrice' });
    const unknownCategory = await admin.gql(SAVE_SERVICE, { input: { ...base, categoryId: '999999' } });
    expect(firstCode(unknownCategory)).toBe('BAD_USER_INPUT');
  });
});

describe('add-ons, seasons and packages', () => {
  it('saves an add-on for a service and lists it by service', async () => {
    const category = (
      await ok<{ adminSaveCategory: { category: { id: string } } }>(SAVE_CATEGORY, {
        input: { name: 'Garden' },
      })
    ).adminSaveCategory.category;
    const service = (
      await ok<{ adminSaveService: { service: { id: string } } }>(SAVE_SERVICE, {
        input: { categoryId: category.id, name: 'Weeding', basePrice: 200, variations: [] },
      })
    ).adminSaveService.service;
    const addOn = (
      await ok<{ adminSaveAddOn: { addOn: { id: string; name: string; price: number; serviceId: string } } }>(
        'mutation ($input: AdminSaveAddOnInput!) { adminSaveAddOn(input: $input) { addOn { id name price serviceId } } }',
        { input: { serviceId: service.id, name: 'Compost', price: 85.5 } },
      )
    ).adminSaveAddOn.addOn;
    expect(addOn).toMatchObject({ name: 'Compost', price: 85.5, serviceId: service.id });
    const list = await ok<{ adminAddOns: { id: string }[] }>(
      'query ($s: ID) { adminAddOns(serviceId: $s) { id } }',
      { s: service.id },
    );
    expect(list.adminAddOns.map((a) => a.id)).toEqual([addOn.id]);
    await ok('mutation ($id: ID!) { adminDeleteAddOn(input: { id: $id }) { success } }', { id: addOn.id });
    expect(
      (await ok<{ adminAddOn: null }>('query ($id: ID!) { adminAddOn(id: $id) { id } }', { id: addOn.id }))
        .adminAddOn,
    ).toBeNull();
  });

  it('saves a season and a package in it; refuses an end before the start', async () => {
    const season = (
      await ok<{ adminSaveSeason: { season: { id: string; multiplier: number; status: string } } }>(
        'mutation ($input: AdminSaveSeasonInput!) { adminSaveSeason(input: $input) { season { id multiplier status } } }',
        { input: { name: 'Summer', startDate: '2026-12-01', endDate: '2027-02-28', multiplier: 1.2 } },
      )
    ).adminSaveSeason.season;
    expect(season).toMatchObject({ multiplier: 1.2, status: 'ACTIVE' });
    const backwards = await admin.gql(
      'mutation ($input: AdminSaveSeasonInput!) { adminSaveSeason(input: $input) { season { id } } }',
      { input: { name: 'Broken', startDate: '2027-03-01', endDate: '2027-02-01', multiplier: 1 } },
    );
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endDate' });

    const pkg = (
      await ok<{
        adminSavePackage: {
          package: {
            id: string;
            price: number;
            seasonId: string;
            services: { serviceName: string; quantity: number }[];
          };
        };
      }>(
        'mutation ($input: AdminSavePackageInput!) { adminSavePackage(input: $input) { package { id price seasonId services { serviceName quantity } } } }',
        {
          input: {
            seasonId: season.id,
            name: 'Summer Ready',
            price: 1999,
            services: [
              { serviceName: 'Lawn mowing', quantity: 2 },
              { serviceName: 'Hedge trim', quantity: 1 },
            ],
          },
        },
      )
    ).adminSavePackage.package;
    expect(pkg).toMatchObject({ price: 1999, seasonId: season.id });
    expect(pkg.services).toEqual([
      { serviceName: 'Lawn mowing', quantity: 2 },
      { serviceName: 'Hedge trim', quantity: 1 },
    ]);
    const seasons = await ok<{ adminSeasons: { id: string; packages: { id: string }[] }[] }>(
      '{ adminSeasons { id packages { id } } }',
    );
    expect(seasons.adminSeasons.find((s) => s.id === season.id)!.packages.map((p) => p.id)).toEqual([pkg.id]);
    const zero = await admin.gql(
      'mutation ($input: AdminSavePackageInput!) { adminSavePackage(input: $input) { package { id } } }',
      { input: { name: 'Bad', price: 10, services: [{ serviceName: 'X', quantity: 0 }] } },
    );
    expect(zero.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'services.0.quantity',
    });
  });
});

describe('image uploads', () => {
  // A 1×1 PNG.
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const UPLOAD =
    'mutation ($input: AdminUploadImageInput!) { adminUploadImage(input: $input) { success url file reason } }';

  it('forwards the bytes to the api, which stores them; the file can then be deleted', async () => {
    const reply = await ok<{
      adminUploadImage: { success: boolean; url: string; file: string; reason: string | null };
    }>(UPLOAD, {
      input: { filename: 'lawn.png', contentBase64: `data:image/png;base64,${PNG}` },
    });
    expect(reply.adminUploadImage).toMatchObject({ success: true, reason: null });
    expect(reply.adminUploadImage.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const name = reply.adminUploadImage.url.replace('/uploads/', '');
    const stored = await stack.api.request('GET', `upload/file.php?file=${name}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');

    const del = await ok<{ adminDeleteUpload: { id: string; success: boolean } }>(
      'mutation ($file: String!) { adminDeleteUpload(input: { file: $file }) { id success } }',
      { file: reply.adminUploadImage.url },
    );
    expect(del.adminDeleteUpload).toEqual({ id: name, success: true });
    expect((await stack.api.request('GET', `upload/file.php?file=${name}`)).status).toBe(404);
  });

  it('answers success false for what is not an image or too big, and BAD_USER_INPUT for bad base64', async () => {
    const text = await ok<{ adminUploadImage: { success: boolean; reason: string } }>(UPLOAD, {
      input: {
        filename: 'evil.png',
        contentBase64: Buffer.from('<script>alert(1)</script>').toString('base64'),
      },
    });
    expect(text.adminUploadImage.success).toBe(false);
    expect(text.adminUploadImage.reason).toBe(UPLOAD_REFUSALS.notImage);

    const big = await ok<{ adminUploadImage: { success: boolean; reason: string } }>(UPLOAD, {
      input: { filename: 'big.png', contentBase64: Buffer.alloc(2_000_001, 1).toString('base64') },
    });
    expect(big.adminUploadImage).toMatchObject({
      success: false,
      reason: 'File too big: the limit is 2 MB (2,000,000 bytes).',
    });

    const notBase64 = await admin.gql(UPLOAD, { input: { filename: 'x.png', contentBase64: 'not base64!' } });
    expect(notBase64.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'contentBase64',
    });
    const traversal = await admin.gql(
      'mutation { adminDeleteUpload(input: { file: "../data/pglite" }) { success } }',
    );
    expect(firstCode(traversal)).toBe('BAD_USER_INPUT');
  });
});
