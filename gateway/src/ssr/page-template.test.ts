/** The page template: what the catalogue says (admins write it) never becomes markup or script. */
import { describe, expect, it } from 'vitest';
import { deferScripts, fillTemplate } from './page-template.js';

const TEMPLATE = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta
      name="description"
      content="The site."
    />
    <title>GreenLeaf Lawn Care</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fillTemplate', () => {
  it('escapes the head and keeps embedded JSON inside its script element', () => {
    const evil = `"><script>alert(1)</script>`;
    const html = fillTemplate(
      TEMPLATE,
      {
        title: evil,
        description: evil,
        canonical: 'https://example.test/service/1',
        image: 'https://example.test/a.svg',
        jsonLd: [{ name: `</script><script>alert(2)</script>` }],
      },
      { html: '<p>page</p>', state: { 'Service:1': { name: `</script><script>alert(3)</script>` } } },
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<div id="root"><p>page</p></div>');
    const state = /id="apollo-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual({ 'Service:1': { name: `</script><script>alert(3)</script>` } });
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toEqual({ name: `</script><script>alert(2)</script>` });
    expect(html).toContain('<html lang="en-ZA" data-mantine-color-scheme="light">');
  });
});

describe('deferScripts', () => {
  it('replaces the entry script and preloads with /hydrate.js, which imports the entry after a frame', () => {
    const { template, script } = deferScripts(TEMPLATE);
    expect(template).toContain('<script type="module" src="/hydrate.js"></script>');
    expect(template).not.toContain('main-abc.js');
    expect(template).not.toContain('modulepreload');
    expect(script).toBe('requestAnimationFrame(() => setTimeout(() => import("/assets/main-abc.js")));\n');
  });
});
