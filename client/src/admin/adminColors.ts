import type { CSSProperties } from 'react';

/**
 * Colour overrides for the admin area, set on its root element so every descendant inherits them:
 * dimmed text one shade darker, and the light variants' text (badges, alerts) in darker shades of the
 * same hues, because Mantine's defaults fall under WCAG AA contrast (4.5:1) on white and on their own
 * light backgrounds.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  green: '#1b5e20',
  leaf: '#145523',
  red: '#a51d1d',
  yellow: '#7a4b00',
  orange: '#8a3c00',
  blue: '#0b4a85',
  gray: '#343a40',
};

export const ADMIN_COLOR_VARIABLES = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  ...Object.fromEntries(
    Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
  ),
} as CSSProperties;
