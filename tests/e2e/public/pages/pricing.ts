/**
 * The expected total of a booking, computed by the test from catalogue data with the rules of
 * docs/product.md (an independent reading, so a pricing bug in the gateway shows up as a mismatch).
 */
export interface PricedSeason {
  startDate: string | null;
  endDate: string | null;
  multiplier: number;
}

interface ModifierChoice {
  modifierId: number;
  type: 'NO_CHARGE' | 'EXTRA' | 'DISCOUNT';
  units: 'PERCENT' | 'AMOUNT' | null;
  value: number;
}

export function expectedTotal(input: {
  serviceLines: number[];
  packagePrices: number[];
  date: string;
  seasons: PricedSeason[];
  modifiers: ModifierChoice[];
}): number {
  const season = input.seasons.find(
    (candidate) =>
      candidate.startDate !== null &&
      candidate.endDate !== null &&
      candidate.startDate <= input.date &&
      input.date <= candidate.endDate,
  );
  const toCents = (amount: number) => Math.round(amount * 100);
  const serviceCents = input.serviceLines.map((line) => toCents(season ? line * season.multiplier : line));
  let running = [...serviceCents, ...input.packagePrices.map(toCents)].reduce((a, b) => a + b, 0) / 100;
  for (const modifier of [...input.modifiers].sort((a, b) => a.modifierId - b.modifierId)) {
    if (modifier.type === 'NO_CHARGE') continue;
    const change = modifier.units === 'PERCENT' ? (running * modifier.value) / 100 : modifier.value;
    running = Math.max(0, modifier.type === 'EXTRA' ? running + change : running - change);
  }
  return Math.sign(running) * Math.round(Math.abs(running));
}
