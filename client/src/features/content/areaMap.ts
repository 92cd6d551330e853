/**
 * Where places are on the drawn map of the Cape Town area (0–100 across, 0–90 down), by region. This
 * is geography, not a claim: which suburbs we serve comes only from the office's service areas
 * (GraphQL `serviceAreas`); a region is drawn when at least one of its suburbs is served.
 */

interface MapRegion {
  name: string;
  /** The region's marker. */
  x: number;
  y: number;
  /** Its label's start (left end of the baseline), placed so no two labels overlap. */
  labelX: number;
  labelY: number;
  /** Suburbs (lower case) that lie in it. */
  suburbs: readonly string[];
}

/** The labels' font size on the map, in map units. */
export const MAP_FONT_SIZE = 3.6;
export const MAP_WIDTH = 100;
export const MAP_HEIGHT = 90;

export const MAP_REGIONS: readonly MapRegion[] = [
  {
    name: 'Blaauwberg',
    x: 38,
    y: 14,
    labelX: 42,
    labelY: 15.3,
    suburbs: ['milnerton', 'table view', 'bloubergstrand', 'parklands', 'century city', 'montague gardens'],
  },
  {
    name: 'Northern Suburbs',
    x: 70,
    y: 28,
    labelX: 52,
    labelY: 35,
    suburbs: [
      'durbanville',
      'bellville',
      'brackenfell',
      'kuils river',
      'parow',
      'goodwood',
      'edgemead',
      'plattekloof',
      'welgemoed',
      'tygervalley',
    ],
  },
  {
    name: 'City Bowl',
    x: 34,
    y: 48,
    labelX: 38,
    labelY: 49.3,
    suburbs: ['gardens', 'tamboerskloof', 'oranjezicht', 'vredehoek', 'woodstock', 'cape town'],
  },
  {
    name: 'Atlantic Seaboard',
    x: 18,
    y: 52,
    labelX: 2,
    labelY: 60,
    suburbs: [
      'sea point',
      'green point',
      'camps bay',
      'bantry bay',
      'fresnaye',
      'clifton',
      'hout bay',
      'llandudno',
    ],
  },
  {
    name: 'Southern Suburbs',
    x: 46,
    y: 68,
    labelX: 50,
    labelY: 69.3,
    suburbs: [
      'rondebosch',
      'newlands',
      'claremont',
      'kenilworth',
      'constantia',
      'tokai',
      'observatory',
      'pinelands',
      'bergvliet',
      'plumstead',
      'wynberg',
      'mowbray',
      'rosebank',
      'bishopscourt',
      'meadowridge',
    ],
  },
  {
    name: 'South Peninsula',
    x: 56,
    y: 82,
    labelX: 60,
    labelY: 83.3,
    suburbs: [
      'muizenberg',
      'fish hoek',
      'kalk bay',
      'st james',
      'lakeside',
      'noordhoek',
      'kommetjie',
      'simon’s town',
    ],
  },
];

/** The region a suburb lies in (any case), or null when the map does not place it. */
export function regionOf(suburb: string): MapRegion | null {
  const key = suburb.trim().toLowerCase();
  return MAP_REGIONS.find((region) => region.suburbs.includes(key)) ?? null;
}

interface ServedGroup {
  /** The region's name, or 'Other areas' for suburbs the map does not place. */
  region: string;
  suburbs: string[];
}

/** The served suburbs grouped by region in the map's order (unplaced ones last), each sorted. */
export function groupByRegion(suburbs: readonly string[]): ServedGroup[] {
  const groups = MAP_REGIONS.map((region) => ({ region: region.name, suburbs: [] as string[] }));
  const other: string[] = [];
  for (const suburb of suburbs) {
    const region = regionOf(suburb);
    if (region) groups[MAP_REGIONS.indexOf(region)]!.suburbs.push(suburb);
    else other.push(suburb);
  }
  const shown = groups.filter((group) => group.suburbs.length > 0);
  if (other.length) shown.push({ region: 'Other areas', suburbs: other });
  for (const group of shown) group.suburbs.sort((a, b) => a.localeCompare(b));
  return shown;
}

/** A label's box on the map (a generous estimate of the text's width: 0.62 of the font size a character). */
export function labelBox(text: string, x: number, baseline: number) {
  return {
    left: x,
    right: x + text.length * MAP_FONT_SIZE * 0.62,
    top: baseline - MAP_FONT_SIZE,
    bottom: baseline + MAP_FONT_SIZE * 0.25,
  };
}

/** The office's marker and label (its suburb is in Blaauwberg: drawn below that region's label). */
export const OFFICE_MARK = { x: 40, y: 22, labelX: 44, labelY: 23.3 } as const;

/** The suburb of the office's locality ('Century City, Cape Town' → 'Century City'). */
export function officeSuburb(locality: string): string {
  return locality.split(',')[0]!.trim();
}
