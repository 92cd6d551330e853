/** Growth of the last 30 days against the 30 before: '+25%', '-10%', 'New' when there was nothing before. */
export function growthLabel(growthPercent: number | null | undefined, last30: number): string {
  if (growthPercent === null || growthPercent === undefined) return last30 > 0 ? 'New' : '0%';
  const rounded = Math.round(growthPercent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

export function growthColor(
  growthPercent: number | null | undefined,
  last30: number,
): 'green' | 'red' | 'gray' {
  if (growthPercent === null || growthPercent === undefined) return last30 > 0 ? 'green' : 'gray';
  if (growthPercent > 0) return 'green';
  if (growthPercent < 0) return 'red';
  return 'gray';
}
