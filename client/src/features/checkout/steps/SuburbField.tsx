import { Autocomplete } from '@mantine/core';

export interface Area {
  id: string;
  suburb: string;
  postalCode: string;
}

/** How a served suburb is offered and shown: "Century City (7441)". */
export const areaLabel = (area: Area) => `${area.suburb} (${area.postalCode})`;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The served area the text names (by its suburb or its offered label), or null. */
export function areaOf(areas: readonly Area[] | undefined, text: string): Area | null {
  if (!text.trim()) return null;
  return areas?.find((a) => same(a.suburb, text) || same(areaLabel(a), text)) ?? null;
}

/**
 * Whether a suburb is answered as not served now: it is typed, it is none of the served areas, and
 * either the customer has left the field or no served suburb begins to look like it.
 */
export function isUnserved(areas: readonly Area[] | undefined, text: string, left: boolean): boolean {
  const typed = text.trim().toLowerCase();
  if (!areas || !typed || areaOf(areas, text)) return false;
  return left || !areas.some((a) => areaLabel(a).toLowerCase().includes(typed));
}

/** The suburb of the visit: a searchable choice of the areas the office serves, with their postal codes. */
export function SuburbField({
  areas,
  value,
  error,
  onChange,
  onBlur,
}: {
  areas: readonly Area[] | undefined;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <Autocomplete
      label="Suburb"
      name="suburb"
      description="Start typing, then choose your suburb"
      autoComplete="off"
      required
      maxLength={100}
      data={(areas ?? []).map(areaLabel)}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      limit={8}
    />
  );
}
