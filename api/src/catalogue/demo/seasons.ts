/** Demo seasons (southern hemisphere) with their packages, and the booking modifiers. */

type DemoSeasonKey = 'summer' | 'autumn' | 'winter' | 'spring';

interface DemoPackage {
  name: string;
  description: string;
  price: number;
  image: string;
  /**
   * Service names from the demo catalogue, with how many visits the package includes and, where the
   * office planned them, the week of the first visit and the weeks between visits (docs/recurring.md).
   */
  services: [serviceName: string, quantity: number, firstWeek?: number, everyWeeks?: number][];
}

interface DemoSeason {
  key: DemoSeasonKey;
  name: string;
  /** First and last month (1–12); summer runs over the new year. */
  months: [start: number, end: number];
  multiplier: number;
  notes: string;
  packages: DemoPackage[];
}

export const demoSeasons: DemoSeason[] = [
  {
    key: 'summer',
    name: 'Summer',
    months: [12, 2],
    multiplier: 1.2,
    notes:
      'Peak growing season: lawns need cutting every week or two and gardens need water-wise care through the heat and the south-easter. Book early, our diary fills up fast.',
    packages: [
      {
        name: 'Summer Lawn Care Plan',
        description: 'Four cuts, a summer feed and a weed treatment to keep your lawn lush all season.',
        price: 2450,
        image: 'summer-lawn-plan',
        services: [
          ['Lawn Mowing', 4],
          ['Lawn Fertilising', 1],
          ['Lawn Weed Control', 1],
        ],
      },
      {
        name: 'Water-wise Summer Pack',
        description:
          'An irrigation check and two maintenance visits to get the garden through the dry months.',
        price: 1750,
        image: 'summer-waterwise',
        services: [
          ['Irrigation Check & Repair', 1],
          ['General Garden Maintenance', 2],
        ],
      },
      {
        name: 'Summer Entertainer',
        description: 'Lawn, hedges and beds looking their best before the holidays and your braai guests.',
        price: 1950,
        image: 'summer-entertainer',
        services: [
          ['Lawn Mowing', 2],
          ['Hedge Trimming', 1],
          ['Flower Bed Weeding & Mulching', 1],
        ],
      },
    ],
  },
  {
    key: 'autumn',
    name: 'Autumn',
    months: [3, 5],
    multiplier: 1,
    notes:
      'The best time to repair summer damage and plant before the rains. Leaves start to fall, so regular clean-ups keep lawns healthy.',
    packages: [
      {
        name: 'Autumn Lawn Recovery',
        description: 'Scarifying, a feed and two cuts to bring a tired lawn back before winter.',
        price: 2150,
        image: 'autumn-lawn-recovery',
        services: [
          ['Scarifying & Aeration', 1],
          ['Lawn Fertilising', 1],
          ['Lawn Mowing', 2],
        ],
      },
      {
        name: 'Leaf Fall Clean-up',
        description: 'Two leaf clean-ups and a pruning visit as the trees drop their leaves.',
        price: 1600,
        image: 'autumn-leaf-fall',
        services: [
          ['Autumn Leaf Clean-up', 2],
          ['Pruning & Deadheading', 1],
        ],
      },
    ],
  },
  {
    key: 'winter',
    name: 'Winter',
    months: [6, 8],
    multiplier: 0.9,
    notes:
      'Quieter months with lower rates: ideal for pruning, tree work and getting storm damage sorted between the cold fronts.',
    packages: [
      {
        name: 'Winter Garden Care',
        description: 'Two maintenance visits and a rose and shrub pruning, at winter rates.',
        price: 1350,
        image: 'winter-garden-care',
        services: [
          ['General Garden Maintenance', 2],
          ['Pruning & Deadheading', 1],
        ],
      },
      {
        name: 'Winter Tree & Storm Care',
        description: 'Tree pruning before the big fronts, and a storm clean-up when you need it.',
        price: 1450,
        image: 'winter-storm-care',
        services: [
          ['Tree Pruning', 1],
          ['Winter Storm Clean-up', 1],
        ],
      },
    ],
  },
  {
    key: 'spring',
    name: 'Spring',
    months: [9, 11],
    multiplier: 1.1,
    notes:
      'Everything starts growing again. Scarify and feed the lawn, clear winter debris and protect new growth from pests.',
    packages: [
      {
        name: 'Spring Revival',
        description: 'A full spring clean-up, scarifying, a feed and two cuts for a fresh start.',
        price: 2850,
        image: 'spring-revival',
        services: [
          ['Spring Garden Clean-up', 1, 0],
          ['Scarifying & Aeration', 1, 1],
          ['Lawn Fertilising', 1, 2],
          ['Lawn Mowing', 2, 2, 3],
        ],
      },
      {
        name: 'Spring Pest Shield',
        description: 'Weed control twice and a caterpillar treatment before they take hold.',
        price: 1150,
        image: 'spring-pest-shield',
        services: [
          ['Lawn Weed Control', 2],
          ['Lawn Caterpillar Treatment', 1],
        ],
      },
      {
        name: 'Spring Irrigation Tune-up',
        description: 'Irrigation checked and a rainwater tank connected before the dry season.',
        price: 2250,
        image: 'spring-irrigation',
        services: [
          ['Irrigation Check & Repair', 1],
          ['Rainwater Tank Connection', 1],
        ],
      },
    ],
  },
];

interface DemoModifier {
  name: string;
  description: string;
  options: {
    name: string;
    type: 'no_charge' | 'extra' | 'discount';
    units: 'percent' | 'amount' | null;
    value: number;
    description: string;
    /** Decided by the gateway, never picked by the customer (see docs/office-rules.md). */
    rule?: 'first_time' | 'referral' | 'call_out';
  }[];
}

/** In this order (their ids give the order the checkout lists and applies them). */
export const demoModifiers: DemoModifier[] = [
  {
    name: 'Customer Type',
    description: 'Tell us whether you are new to us: first-time customers and referrals get 25% off.',
    options: [
      { name: 'Returning customer', type: 'no_charge', units: null, value: 0, description: 'Welcome back!' },
      {
        name: 'First-time customer',
        type: 'discount',
        units: 'percent',
        value: 25,
        description: '25% off your first booking with us.',
        rule: 'first_time',
      },
      {
        name: 'Referral',
        type: 'discount',
        units: 'percent',
        value: 25,
        description: 'Referred by a friend? 25% off this booking.',
        rule: 'referral',
      },
    ],
  },
  {
    name: 'Property Size',
    description: 'The size of the whole property, so we send the right team and equipment.',
    options: [
      {
        name: 'Standard (up to 500 m²)',
        type: 'no_charge',
        units: null,
        value: 0,
        description: 'Most suburban homes.',
      },
      {
        name: 'Large (500–1000 m²)',
        type: 'extra',
        units: 'percent',
        value: 20,
        description: 'A larger property: 20% added for the extra time on site.',
      },
      {
        name: 'Estate (over 1000 m²)',
        type: 'extra',
        units: 'amount',
        value: 350,
        description: 'Estates and smallholdings: R350 added for the extra crew.',
      },
    ],
  },
  {
    name: 'Call-out Distance',
    description: 'How far you are from our nearest branch.',
    options: [
      {
        name: 'Within 30 minutes of a branch',
        type: 'no_charge',
        units: null,
        value: 0,
        description: 'No call-out fee.',
        rule: 'call_out',
      },
      {
        name: 'Beyond 30 minutes',
        type: 'extra',
        units: 'amount',
        value: 150,
        description: 'A R150 call-out fee for travel beyond 30 minutes.',
        rule: 'call_out',
      },
    ],
  },
];
