/** The demo catalogue: categories and the services in them, with the variations and add-ons they offer. */
import type { DemoVariationKey } from './variations.js';

export const demoCategories = [
  {
    key: 'lawn',
    name: 'Lawn Care',
    description: 'Mowing, feeding and repairing lawns so they stay green through the Cape summer.',
    image: 'lawn-care',
  },
  {
    key: 'garden',
    name: 'Garden Maintenance',
    description: 'Regular care for beds, borders and containers: weeding, pruning and tidying.',
    image: 'garden-maintenance',
  },
  {
    key: 'landscaping',
    name: 'Landscaping',
    description: 'New gardens, water-wise makeovers, paving and pathways, designed for our climate.',
    image: 'landscaping',
  },
  {
    key: 'trees',
    name: 'Tree & Hedge',
    description: 'Hedge shaping, tree pruning and safe felling by trained, insured teams.',
    image: 'tree-hedge',
  },
  {
    key: 'irrigation',
    name: 'Irrigation',
    description: 'Sprinkler and drip systems, rainwater tanks and smart controllers that save water.',
    image: 'irrigation',
  },
  {
    key: 'pests',
    name: 'Pest & Weed Control',
    description:
      'Targeted treatments for weeds, lawn caterpillars and other garden pests, safe for pets once dry.',
    image: 'pest-weed-control',
  },
  {
    key: 'cleanups',
    name: 'Seasonal Clean-ups',
    description: 'Once-off clean-ups for leaf fall, winter storms and the spring wake-up.',
    image: 'seasonal-cleanups',
  },
] as const;

type DemoCategoryKey = (typeof demoCategories)[number]['key'];

interface DemoAddOn {
  name: string;
  price: number;
  description: string;
}

interface DemoService {
  category: DemoCategoryKey;
  name: string;
  description: string;
  basePrice: number;
  /** How long the work takes one crew (a day is the working day, 450 minutes). */
  minutes: number;
  image: string;
  /** Each variation offered, with all its options unless `only` lists the offered option indexes. */
  variations: { key: DemoVariationKey; only?: number[] }[];
  addOns: DemoAddOn[];
  /** Priced by the office after a visit: the storefront asks for a quote request instead. */
  quoteOnly?: boolean;
}

const edgeTrimming: DemoAddOn = {
  name: 'Edge trimming',
  price: 80,
  description: 'Crisp edges along paths, driveways and beds.',
};
const refuseRemoval: DemoAddOn = {
  name: 'Garden refuse removal',
  price: 120,
  description: 'We take clippings and cuttings away instead of leaving them in your bin.',
};
const barkMulch: DemoAddOn = {
  name: 'Bark mulch (10 bags)',
  price: 380,
  description: 'Pine bark mulch spread over beds to keep moisture in and weeds down.',
};
const compost: DemoAddOn = {
  name: 'Compost top-up',
  price: 220,
  description: 'Well-rotted compost worked into the beds.',
};
const stumpGrinding: DemoAddOn = {
  name: 'Stump grinding',
  price: 750,
  description: 'The stump ground below soil level so you can plant or lay lawn over it.',
};
const gutterClearing: DemoAddOn = {
  name: 'Gutter clearing',
  price: 350,
  description: 'Leaves and debris cleared from gutters and downpipes (single storey).',
};

export const demoServices: DemoService[] = [
  {
    category: 'lawn',
    name: 'Lawn Mowing',
    description:
      'A neat, even cut at the right height for your grass, with clippings bagged and paths blown clean.',
    basePrice: 350,
    minutes: 60,
    image: 'lawn-mowing',
    variations: [{ key: 'lawnSize' }, { key: 'grassType' }, { key: 'frequency' }],
    addOns: [
      edgeTrimming,
      refuseRemoval,
      {
        name: 'Grass clippings composting',
        price: 60,
        description: 'Clippings left in your compost heap, layered properly.',
      },
    ],
  },
  {
    category: 'lawn',
    name: 'Lawn Fertilising',
    description:
      'A slow-release feed matched to your grass and the season, for deep green colour without scorching.',
    basePrice: 420,
    minutes: 60,
    image: 'lawn-fertilising',
    variations: [{ key: 'lawnSize' }, { key: 'grassType' }],
    addOns: [
      { name: 'Soil pH test', price: 150, description: 'We test your soil and tell you what it needs.' },
      {
        name: 'Lawn dressing top-up',
        price: 250,
        description: 'A light layer of lawn dressing to level dips.',
      },
    ],
  },
  {
    category: 'lawn',
    name: 'Scarifying & Aeration',
    description:
      'Thatch raked out and the soil cored so water and feed reach the roots. Best done in spring.',
    basePrice: 850,
    minutes: 180,
    image: 'scarifying',
    variations: [{ key: 'lawnSize' }, { key: 'grassType' }],
    addOns: [
      { name: 'Top dressing', price: 450, description: 'Screened lawn dressing brushed into the holes.' },
      { name: 'Overseeding', price: 300, description: 'Seed sown into bare patches after scarifying.' },
      refuseRemoval,
    ],
  },
  {
    category: 'lawn',
    name: 'Instant Lawn Installation',
    quoteOnly: true,
    description: 'Old lawn lifted, soil prepared and fresh instant lawn laid, rolled and watered in.',
    basePrice: 1800,
    minutes: 450,
    image: 'instant-lawn',
    variations: [{ key: 'lawnSize' }, { key: 'grassType', only: [0, 1] }],
    addOns: [
      {
        name: 'Soil preparation',
        price: 600,
        description: 'Compost and lawn dressing dug in before laying.',
      },
      { name: 'Starter fertiliser', price: 180, description: 'A gentle feed to help new roots take.' },
      refuseRemoval,
    ],
  },
  {
    category: 'garden',
    name: 'General Garden Maintenance',
    description: 'A team visit to weed, prune, sweep and tidy, so your garden always looks looked-after.',
    basePrice: 480,
    minutes: 180,
    image: 'garden-maintenance',
    variations: [{ key: 'gardenSize' }, { key: 'frequency' }],
    addOns: [
      edgeTrimming,
      refuseRemoval,
      { name: 'Pot plant care', price: 90, description: 'Containers watered, fed and deadheaded.' },
    ],
  },
  {
    category: 'garden',
    name: 'Flower Bed Weeding & Mulching',
    description: 'Beds hand-weeded, edges cut and a fresh layer of mulch to keep them weed-free for longer.',
    basePrice: 520,
    minutes: 180,
    image: 'flower-beds',
    variations: [{ key: 'gardenSize' }],
    addOns: [barkMulch, compost],
  },
  {
    category: 'garden',
    name: 'Pruning & Deadheading',
    description:
      'Shrubs shaped, roses pruned and spent flowers removed to keep plants healthy and flowering.',
    basePrice: 450,
    minutes: 120,
    image: 'pruning',
    variations: [{ key: 'gardenSize' }, { key: 'frequency' }],
    addOns: [
      refuseRemoval,
      { name: 'Rose feed', price: 110, description: 'A rose fertiliser after pruning.' },
    ],
  },
  {
    category: 'landscaping',
    name: 'Garden Design Consultation',
    quoteOnly: true,
    description:
      'A landscaper walks your garden with you and suggests a plan that suits the site, the wind and your budget.',
    basePrice: 950,
    minutes: 120,
    image: 'garden-design',
    variations: [{ key: 'gardenSize' }],
    addOns: [
      {
        name: 'Planting plan',
        price: 1200,
        description: 'A scaled drawing of the new garden with a plant list.',
      },
      { name: 'Plant shopping list', price: 250, description: 'Quantities and where to buy them locally.' },
    ],
  },
  {
    category: 'landscaping',
    name: 'Water-wise Garden Makeover',
    description:
      'Thirsty lawn and exotics replaced with fynbos and succulents that thrive on Cape Town rainfall.',
    basePrice: 4500,
    minutes: 900,
    image: 'waterwise-garden',
    variations: [{ key: 'gardenSize' }],
    addOns: [
      {
        name: 'Indigenous plant pack',
        price: 1500,
        description: 'Twenty waterwise fynbos and succulent plants.',
      },
      { name: 'Drip line kit', price: 1800, description: 'Drip irrigation laid under the mulch.' },
      barkMulch,
    ],
  },
  {
    category: 'landscaping',
    name: 'Paving & Pathway Installation',
    quoteOnly: true,
    description: 'Stepping stones, gravel paths or clay pavers laid on a compacted base so they stay level.',
    basePrice: 3200,
    minutes: 900,
    image: 'paving',
    variations: [{ key: 'gardenSize' }],
    addOns: [
      { name: 'Pebble edging', price: 650, description: 'River pebbles along both sides of the path.' },
      { name: 'Solar path lights (6)', price: 900, description: 'Six solar lights along the new path.' },
    ],
  },
  {
    category: 'trees',
    name: 'Hedge Trimming',
    description:
      'Hedges cut straight and square, or shaped, with all the trimmings cleared from beds and lawn.',
    basePrice: 500,
    minutes: 120,
    image: 'hedge-trimming',
    variations: [{ key: 'hedgeLength' }, { key: 'frequency' }],
    addOns: [
      refuseRemoval,
      { name: 'Hedge feeding', price: 140, description: 'A feed to thicken the hedge after cutting.' },
    ],
  },
  {
    category: 'trees',
    name: 'Tree Pruning',
    description:
      'Dead, crossing and overhanging branches removed to let light in and keep the tree safe in the south-easter.',
    basePrice: 900,
    minutes: 180,
    image: 'tree-pruning',
    variations: [{ key: 'treeHeight' }],
    addOns: [
      {
        name: 'Wood chipping',
        price: 400,
        description: 'Branches chipped on site; keep the chips as mulch.',
      },
      refuseRemoval,
    ],
  },
  {
    category: 'trees',
    name: 'Tree Felling',
    description: 'Careful sectional felling of unwanted or dangerous trees, with the site left clean.',
    basePrice: 1800,
    minutes: 450,
    image: 'tree-felling',
    variations: [{ key: 'treeHeight' }],
    addOns: [
      stumpGrinding,
      { name: 'Firewood cutting', price: 350, description: 'Logs cut to fireplace length and stacked.' },
      refuseRemoval,
    ],
  },
  {
    category: 'irrigation',
    name: 'Irrigation Check & Repair',
    description:
      'Every zone run and checked, leaks fixed, heads cleaned and aimed so water lands where it should.',
    basePrice: 550,
    minutes: 120,
    image: 'sprinkler-repair',
    variations: [{ key: 'irrigationZones' }],
    addOns: [
      {
        name: 'Controller programming',
        price: 150,
        description: 'Watering times set for the season and the water restrictions.',
      },
      { name: 'Replacement sprinkler heads (4)', price: 220, description: 'Four pop-up heads replaced.' },
    ],
  },
  {
    category: 'irrigation',
    name: 'Drip Irrigation Installation',
    quoteOnly: true,
    description:
      'Drip lines for beds and containers that water the roots, not the paths, with far less water.',
    basePrice: 2600,
    minutes: 450,
    image: 'drip-irrigation',
    variations: [{ key: 'irrigationZones' }, { key: 'gardenSize' }],
    addOns: [
      {
        name: 'Smart controller',
        price: 1450,
        description: 'A Wi-Fi controller that skips watering when it rains.',
      },
      { name: 'Rain sensor', price: 480, description: 'Stops the system after a good shower.' },
    ],
  },
  {
    category: 'irrigation',
    name: 'Rainwater Tank Connection',
    description: 'A tank connected to your gutters and garden taps, to keep the garden going through summer.',
    basePrice: 1900,
    minutes: 240,
    image: 'rainwater-tank',
    variations: [{ key: 'tankSize' }],
    addOns: [
      { name: 'First-flush diverter', price: 420, description: 'Keeps roof dirt out of the tank.' },
      {
        name: 'Pressure pump',
        price: 1100,
        description: 'A pump so the tank can feed a hose or sprinklers.',
      },
    ],
  },
  {
    category: 'pests',
    name: 'Lawn Weed Control',
    description: 'Selective treatment of broadleaf weeds and nutgrass that leaves your lawn unharmed.',
    basePrice: 380,
    minutes: 60,
    image: 'weed-control',
    variations: [{ key: 'treatmentArea' }, { key: 'grassType' }],
    addOns: [
      {
        name: 'Follow-up spot spray',
        price: 150,
        description: 'A return visit three weeks later for stragglers.',
      },
      { name: 'Pre-emergent treatment', price: 260, description: 'Stops new weed seeds from coming up.' },
    ],
  },
  {
    category: 'pests',
    name: 'Lawn Caterpillar Treatment',
    description:
      'Army worm and lawn caterpillars stopped before they strip the lawn, with a follow-up check.',
    basePrice: 450,
    minutes: 60,
    image: 'pest-control',
    variations: [{ key: 'treatmentArea' }],
    addOns: [
      { name: 'Follow-up treatment', price: 200, description: 'A second treatment two weeks later.' },
      { name: 'Lawn repair seeding', price: 280, description: 'Seed sown into damaged patches.' },
    ],
  },
  {
    category: 'pests',
    name: 'Mole Cricket & Ant Control',
    description: 'Treatment for mole crickets and ant nests that lift and brown your lawn.',
    basePrice: 420,
    minutes: 60,
    image: 'ant-control',
    variations: [{ key: 'treatmentArea' }],
    addOns: [
      { name: 'Follow-up treatment', price: 200, description: 'A second treatment two weeks later.' },
      { name: 'Paving ant treatment', price: 160, description: 'Ant nests between pavers treated too.' },
    ],
  },
  {
    category: 'cleanups',
    name: 'Autumn Leaf Clean-up',
    description: 'Leaves raked and blown from lawns, beds, paving and pool surrounds, and taken away.',
    basePrice: 600,
    minutes: 180,
    image: 'leaf-cleanup',
    variations: [{ key: 'gardenSize' }, { key: 'wasteVolume' }],
    addOns: [
      gutterClearing,
      { name: 'Leaf mould bin', price: 400, description: 'A wire bin set up so leaves become free compost.' },
    ],
  },
  {
    category: 'cleanups',
    name: 'Spring Garden Clean-up',
    description: 'Winter debris cleared, beds turned and edges cut so the garden is ready for spring growth.',
    basePrice: 650,
    minutes: 240,
    image: 'spring-cleanup',
    variations: [{ key: 'gardenSize' }, { key: 'wasteVolume' }],
    addOns: [edgeTrimming, compost, barkMulch],
  },
  {
    category: 'cleanups',
    name: 'Winter Storm Clean-up',
    description:
      'Fallen branches, blown debris and storm damage cleared quickly and safely after a Cape front.',
    basePrice: 700,
    minutes: 180,
    image: 'storm-cleanup',
    variations: [{ key: 'wasteVolume' }, { key: 'gardenSize' }],
    addOns: [
      gutterClearing,
      { name: 'Branch chipping', price: 400, description: 'Branches chipped on site into mulch.' },
    ],
  },
];
