import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * The storefront's identity, written down.
 *
 * Colours
 * - `leaf` (primary): the lawn. Shade 7 (#1f7a35) is the brand green: buttons, links, prices; white text
 *   on it reads at 5.4:1. Shade 9 (#145523) is the hero and footer ground; shade 0 (#ebfbee) tints calm
 *   panels (the "priced after a visit" notice).
 * - `protea` (accent): the king protea's pink, for small highlights on illustrations and badges; shade 8
 *   and darker only behind text (white on protea.8 reads at 4.9:1).
 * - `sand`: the stepping-stone and garden-wall neutrals of the illustrations, for quiet backgrounds.
 * - Text: black on white; "dimmed" is gray.7 (4.5:1 or better); errors use red.9 where they are text.
 *
 * Type scale (system fonts; 1rem = 16px), a 1.25 ratio from the body size:
 *   xs 12px · sm 14px · md 16px (body) · lg 18px (lead paragraphs) · xl 20px
 *   h4 20px · h3 25px · h2 31px · h1 39px; the landing hero's title grows from 32px to 52px with the
 *   screen (clamp in LandingPage.module.css). Line height 1.55 for text, 1.2 for headings.
 */

/** A green dark enough at shade 7 for white text at WCAG AA (5.4:1). */
const leaf: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#2f9e44',
  '#1f7a35',
  '#1b6e2f',
  '#145523',
];

const protea: MantineColorsTuple = [
  '#fff0f4',
  '#ffdbe5',
  '#fbb5c8',
  '#f58caa',
  '#ee6a90',
  '#e8557f',
  '#d6406c',
  '#bd2f59',
  '#a32149',
  '#86153a',
];

const sand: MantineColorsTuple = [
  '#faf7f2',
  '#f1ebe1',
  '#e9dcc7',
  '#ddcbae',
  '#d3c2a5',
  '#c4ae8a',
  '#a89985',
  '#8a7b66',
  '#6d604e',
  '#514737',
];

export const theme = createTheme({
  colors: { leaf, protea, sand },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' },
  primaryColor: 'leaf',
  primaryShade: 7,
  fontFamily: systemFonts,
  headings: {
    fontFamily: systemFonts,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2.441rem', lineHeight: '1.2' },
      h2: { fontSize: '1.953rem', lineHeight: '1.2' },
      h3: { fontSize: '1.563rem', lineHeight: '1.25' },
      h4: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // light alerts colour their title with shade 6, below 4.5:1 on the tinted background
    Alert: { styles: { title: { color: 'var(--mantine-color-black)' } } },
  },
});

/**
 * Mantine's default dimmed grey (gray.6) is below 4.5:1 on white; gray.7 passes WCAG AA. The theme's
 * variables reach the page through theme.css, made from this file (themeStylesheet.test.tsx).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
