/** Demo variations shared by many services: each option's extra cost in rand. */
interface DemoVariation {
  name: string;
  description: string;
  /** `repeatWeeks`: the option repeats the visit every so many weeks (docs/recurring.md). */
  options: { label: string; additionalCost: number; description: string; repeatWeeks?: number }[];
}

export const demoVariations = {
  lawnSize: {
    name: 'Lawn Size',
    description: 'How much lawn we look after on each visit.',
    options: [
      { label: 'Small (up to 100 m²)', additionalCost: 0, description: 'A townhouse or cottage lawn.' },
      {
        label: 'Medium (100–300 m²)',
        additionalCost: 150,
        description: 'A typical suburban front and back lawn.',
      },
      {
        label: 'Large (300–600 m²)',
        additionalCost: 300,
        description: 'A big family garden with open lawn.',
      },
      {
        label: 'Extra large (600–1000 m²)',
        additionalCost: 500,
        description: 'Smallholdings and large estates.',
      },
    ],
  },
  grassType: {
    name: 'Grass Type',
    description: 'Different grasses need different blades, heights and feeds.',
    options: [
      { label: 'Kikuyu', additionalCost: 0, description: 'The hard-wearing Cape favourite.' },
      {
        label: 'Buffalo (LM Berea)',
        additionalCost: 40,
        description: 'Shade-tolerant broad-leaf grass, cut a little higher.',
      },
      {
        label: 'Royal Cape (Cynodon)',
        additionalCost: 60,
        description: 'Fine, low lawn that needs a sharp reel cut.',
      },
    ],
  },
  frequency: {
    name: 'Frequency',
    description: 'Regular visits cost less per visit.',
    options: [
      {
        label: 'Fortnightly',
        additionalCost: 0,
        description: 'Every two weeks: the best value and the neatest garden.',
        repeatWeeks: 2,
      },
      { label: 'Monthly', additionalCost: 60, description: 'Every four weeks.', repeatWeeks: 4 },
      { label: 'Once-off', additionalCost: 120, description: 'A single visit, no commitment.' },
    ],
  },
  gardenSize: {
    name: 'Garden Size',
    description: 'The planted area of beds, borders and containers.',
    options: [
      { label: 'Small garden', additionalCost: 0, description: 'A courtyard or a few beds.' },
      {
        label: 'Medium garden',
        additionalCost: 200,
        description: 'Front and back gardens with several beds.',
      },
      {
        label: 'Large garden',
        additionalCost: 450,
        description: 'Big borders, many beds or a sloped garden.',
      },
    ],
  },
  hedgeLength: {
    name: 'Hedge Length',
    description: 'The total length of hedging to trim, both sides included.',
    options: [
      { label: 'Up to 10 m', additionalCost: 0, description: 'A short screen or a front hedge.' },
      { label: '10–25 m', additionalCost: 250, description: 'A boundary hedge on one side.' },
      { label: '25–50 m', additionalCost: 550, description: 'Hedges along most of the property.' },
    ],
  },
  treeHeight: {
    name: 'Tree Height',
    description: 'Taller trees need ropes, climbers and more hands.',
    options: [
      { label: 'Up to 4 m', additionalCost: 0, description: 'Fruit trees and small ornamentals.' },
      { label: '4–8 m', additionalCost: 600, description: 'Medium trees, worked from ladders and ropes.' },
      { label: 'Over 8 m', additionalCost: 1400, description: 'Large trees, worked by a qualified climber.' },
    ],
  },
  irrigationZones: {
    name: 'Irrigation Zones',
    description: 'How many separately controlled watering zones your system has.',
    options: [
      { label: '1–3 zones', additionalCost: 0, description: 'A small garden or a single lawn.' },
      { label: '4–6 zones', additionalCost: 250, description: 'Lawn and beds on separate lines.' },
      { label: '7–10 zones', additionalCost: 500, description: 'Large gardens with many stations.' },
    ],
  },
  treatmentArea: {
    name: 'Treatment Area',
    description: 'The area of lawn or beds to treat.',
    options: [
      { label: 'Up to 200 m²', additionalCost: 0, description: 'A small lawn or a few beds.' },
      { label: '200–500 m²', additionalCost: 180, description: 'A typical family garden.' },
      { label: 'Over 500 m²', additionalCost: 380, description: 'Large lawns and estates.' },
    ],
  },
  wasteVolume: {
    name: 'Waste Volume',
    description: 'How much garden waste we take away to a licensed green-waste site.',
    options: [
      { label: 'Bakkie load (about 1 m³)', additionalCost: 0, description: 'Clippings and a few branches.' },
      { label: 'Half truck (about 3 m³)', additionalCost: 450, description: 'A proper clear-out.' },
      {
        label: 'Full truck (about 6 m³)',
        additionalCost: 950,
        description: 'Storm damage or an overgrown garden.',
      },
    ],
  },
  tankSize: {
    name: 'Tank Size',
    description: 'The size of the rainwater tank to connect.',
    options: [
      { label: '1 000 litres', additionalCost: 0, description: 'A slimline tank for a small garden.' },
      { label: '2 500 litres', additionalCost: 350, description: 'The most popular size for family homes.' },
      { label: '5 000 litres', additionalCost: 700, description: 'For big gardens and long dry summers.' },
    ],
  },
} satisfies Record<string, DemoVariation>;

export type DemoVariationKey = keyof typeof demoVariations;
