import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

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

export const theme = createTheme({
  colors: { leaf },
  primaryColor: 'leaf',
  primaryShade: 7,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // light alerts colour their title with shade 6, below 4.5:1 on the tinted background
    Alert: { styles: { title: { color: 'var(--mantine-color-black)' } } },
  },
});

/** Mantine's default dimmed grey (gray.6) is below 4.5:1 on white; gray.7 passes WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
