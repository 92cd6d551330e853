import { describe, expect, it } from 'vitest';
import { catalogueQueryClassifier, readsOnlyCatalogue } from './catalogue-query.js';

describe('readsOnlyCatalogue', () => {
  it('accepts queries of catalogue fields only, through fragments too', () => {
    expect(
      readsOnlyCatalogue('query S($c: ID) { categories { id } services(categoryId: $c) { id } }', 'S'),
    ).toBe(true);
    expect(
      readsOnlyCatalogue(
        '{ ...F } fragment F on Query { seasons { id } ... on Query { modifiers { id } } }',
        undefined,
      ),
    ).toBe(true);
    expect(readsOnlyCatalogue('{ __typename package(id: "1") { id } }', undefined)).toBe(true);
    // the configured business details are the same for everyone, whatever the catalogue
    expect(readsOnlyCatalogue('query SiteInfoQuery { siteInfo { phone } }', 'SiteInfoQuery')).toBe(true);
  });

  it('refuses anything that depends on the visitor, bookings, the clock, or is not a query', () => {
    for (const query of [
      '{ me { id } }',
      '{ siteInfo { phone } me { id } }',
      // A quote decides the viewer's earned discounts: one visitor's answer is not another's.
      'query Q($i: BookingInput!) { quote(input: $i) { total } }',
      '{ categories { id } timeSlots(date: "2030-01-01") { label } }',
      '{ booking(guidId: "x") { id } }',
      '{ quote(input: { lines: [] }) { total } timeSlots(date: "2030-01-01") { label } }',
      '{ adminServices { id } }',
      '{ __schema { types { name } } }',
      'mutation { logout { success } }',
      'subscription { services { id } }',
      '{ ...F } fragment F on Query { ...F }',
      '{ ...Missing }',
      '{ services { id',
    ]) {
      expect(readsOnlyCatalogue(query, undefined), query).toBe(false);
    }
  });

  it('judges the operation named, and refuses an ambiguous document', () => {
    const doc = 'query A { services { id } } query B { me { id } }';
    expect(readsOnlyCatalogue(doc, 'A')).toBe(true);
    expect(readsOnlyCatalogue(doc, 'B')).toBe(false);
    expect(readsOnlyCatalogue(doc, undefined)).toBe(false);
    expect(readsOnlyCatalogue(doc, 'C')).toBe(false);
  });
});

describe('catalogueQueryClassifier', () => {
  it('remembers each query and operation name apart (the last one compared, the rest by map)', () => {
    const classify = catalogueQueryClassifier();
    const both = 'query A { services { id } } query B { me { id } }';
    const cases: [string, string | undefined][] = [
      ['{ services { id } }', undefined],
      ['{ me { id } }', undefined],
      [both, 'A'],
      [both, 'B'],
      [both, undefined],
      ['{ services { id } }', ''],
    ];
    // Each in turn, twice over and in reverse, against the uncached answer; new strings every time.
    for (const order of [cases, cases, [...cases].reverse(), cases.flatMap((c) => [c, c])]) {
      for (const [query, name] of order) {
        expect(classify(` ${query}`.slice(1), name), `${query} ${name}`).toBe(
          readsOnlyCatalogue(query, name),
        );
      }
    }
  });
});
