/** The customers of the generated business: names, unique e-mails, South African phones, an address each. */
import type { Random } from './random.js';

const FIRST = [
  'Thabo',
  'Lerato',
  'Johan',
  'Annelie',
  'Sipho',
  'Naledi',
  'Pieter',
  'Ayesha',
  'Michael',
  'Zanele',
  'Ruan',
  'Fatima',
  'David',
  'Nomvula',
  'Chris',
  'Karin',
  'Bongani',
  'Sarah',
  'Liam',
  'Priya',
  'Ethan',
  'Megan',
  'Kagiso',
  'Lindiwe',
  'Hendrik',
  'Jessica',
  'Mandla',
  'Charlotte',
  'Yusuf',
  'Emma',
];
const LAST = [
  'Nkosi',
  'van der Merwe',
  'Botha',
  'Dlamini',
  'Smith',
  'Naidoo',
  'Mokoena',
  'Pretorius',
  'Jacobs',
  'Khumalo',
  'du Plessis',
  'Williams',
  'Adams',
  'Ndlovu',
  'Fourie',
  'Petersen',
  'Mthembu',
  'Joubert',
  'Govender',
  'Coetzee',
  'Isaacs',
  'Zulu',
  'Steyn',
  'Hendricks',
  'Brown',
  'Venter',
  'Molefe',
  'Kruger',
];
const STREETS = [
  'Oak',
  'Main',
  'Church',
  'Kloof',
  'Protea',
  'Disa',
  'Milkwood',
  'Station',
  'Park',
  'Vineyard',
];
const KINDS = ['Road', 'Street', 'Avenue', 'Close', 'Lane', 'Crescent'];

export interface Area {
  suburb: string;
  postalCode: string;
}

export interface Customer {
  name: string;
  email: string;
  phone: string;
  street: string;
  area: Area;
  /** When the account was made (ms since the epoch). */
  createdAt: number;
}

export function makeCustomers(
  random: Random,
  count: number,
  areas: readonly Area[],
  from: number,
  to: number,
): Customer[] {
  return Array.from({ length: count }, (_, i) => {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const mobile = random.pick(['082', '083', '072', '073', '084', '061', '071']);
    return {
      name: `${first} ${last}`,
      email: `${first}.${last.replace(/\s+/g, '')}.${i + 1}@example.co.za`.toLowerCase(),
      phone: `${mobile}${String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(7, '0')}`,
      street: `${random.int(1, 240)} ${random.pick(STREETS)} ${random.pick(KINDS)}`,
      area: random.pick(areas),
      createdAt: from + Math.floor(random.next() * (to - from)),
    };
  });
}
