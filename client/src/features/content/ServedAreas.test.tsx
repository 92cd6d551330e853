import { describe, expect, it } from 'vitest';
import { fakeGateway, render, screen, within } from '../../test-utils/render';
import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { labelBox, MAP_HEIGHT, MAP_REGIONS, MAP_WIDTH, OFFICE_MARK } from './areaMap';

/** The office's list (not the launch list: a page that kept its own list cannot pass). */
const AREAS = [
  { suburb: 'Rondebosch', postalCode: '7700' },
  { suburb: 'Hout Bay', postalCode: '7806' },
  { suburb: 'Muizenberg', postalCode: '7945' },
  { suburb: 'Atlantis', postalCode: '7349' },
];
/** Suburbs the pages once listed that the office does not serve here. */
const NOT_SERVED = ['Bantry Bay', 'Fresnaye', 'Tamboerskloof', 'Bloubergstrand', 'Kuils River', 'Claremont'];

const gateway = () =>
  fakeGateway({
    ServedAreasQuery: () => ({
      serviceAreas: AREAS.map((area, i) => ({ __typename: 'ServiceArea', id: String(i + 1), ...area })),
    }),
  });

describe.each([
  ['about', AboutPage],
  ['contact', ContactPage],
])('the %s page lists where we work from the service areas', (_name, Page) => {
  it('shows every served suburb, the office suburb, and no unserved suburb', async () => {
    render(<Page />, { gateway: gateway() });
    const list = await screen.findByTestId('served-areas');
    await within(list).findByText(/Rondebosch/);
    for (const { suburb } of AREAS) expect(list).toHaveTextContent(suburb);
    // a served suburb the map does not place is still listed
    expect(within(list).getByRole('heading', { name: 'Other areas' })).toBeVisible();
    expect(list).toHaveTextContent('Our office is in Century City.');
    const map = screen.getByRole('img', { name: /Map of the Cape Town areas we serve/ });
    expect(map).toHaveAccessibleName(
      'Map of the Cape Town areas we serve: Atlantic Seaboard, Southern Suburbs, South Peninsula; our office in Century City',
    );
    const page = document.body.textContent ?? '';
    for (const suburb of NOT_SERVED) expect(page).not.toContain(suburb);
  });
});

describe('the map', () => {
  it('draws no label over another, and every label inside the map', () => {
    const labels = [
      ...MAP_REGIONS.map((r) => labelBox(r.name, r.labelX, r.labelY)),
      labelBox('Our office: Century City', OFFICE_MARK.labelX, OFFICE_MARK.labelY),
    ];
    const markers = [
      ...MAP_REGIONS.map((r) => ({ left: r.x - 2.5, right: r.x + 2.5, top: r.y - 2.5, bottom: r.y + 2.5 })),
      {
        left: OFFICE_MARK.x - 2,
        right: OFFICE_MARK.x + 2,
        top: OFFICE_MARK.y - 2,
        bottom: OFFICE_MARK.y + 2,
      },
    ];
    type Box = (typeof labels)[number];
    const overlap = (a: Box, b: Box) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    labels.forEach((label, i) => {
      expect(label.left).toBeGreaterThanOrEqual(0);
      expect(label.right).toBeLessThanOrEqual(MAP_WIDTH);
      expect(label.top).toBeGreaterThanOrEqual(0);
      expect(label.bottom).toBeLessThanOrEqual(MAP_HEIGHT);
      labels.forEach((other, j) => {
        if (i !== j) expect(overlap(label, other), `label ${i} over label ${j}`).toBe(false);
      });
      markers.forEach((marker, j) =>
        expect(overlap(label, marker), `label ${i} over marker ${j}`).toBe(false),
      );
    });
  });
});
