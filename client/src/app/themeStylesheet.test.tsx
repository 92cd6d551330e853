import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const file = join(import.meta.dirname, 'theme.css');

/**
 * What MantineProvider would put in a `<style>` of every page (the theme's CSS variables and its
 * hidden-from/visible-from classes), made by Mantine itself from theme.ts: the same text as
 * theme.css, which App.tsx imports instead (the provider runs with withCssVariables and
 * withGlobalClasses off, so every page is about 13 KB lighter and the browser caches the rules).
 */
function providerStyles(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver} />,
  );
  const rules = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!.trim());
  return `/* Made from theme.ts by themeStylesheet.test.tsx (UPDATE_THEME_CSS=1 rewrites it): do not edit. */\n${rules.join('\n')}\n`;
}

describe('theme.css', () => {
  it("is what Mantine's provider makes of the theme (rewrite it with UPDATE_THEME_CSS=1 after a theme change)", () => {
    const expected = providerStyles();
    if (process.env.UPDATE_THEME_CSS) writeFileSync(file, expected);
    expect(expected).toContain('--mantine-color-leaf-7: #1f7a35');
    expect(expected).toContain('.mantine-hidden-from-sm');
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});
