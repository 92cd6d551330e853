/**
 * Fills the built client's index.html with a server-rendered page: the page's own title, description,
 * canonical URL, Open Graph tags and JSON-LD in the head, the rendered markup in #root and the Apollo
 * cache next to it (a JSON script: never executed, so the content security policy keeps `script-src
 * 'self'`).
 */
import { escapeHtml } from '../http/escape-html.js';

export interface PageHead {
  title: string;
  description: string | undefined;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute URL of the picture for link previews. */
  image: string | undefined;
  jsonLd: unknown[];
  /** `<link>` tags to add (preloads). */
  links?: string[];
}

interface RenderedBody {
  html: string;
  state: unknown;
}

/** JSON that can sit inside a `<script>` element: no `<` can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="GreenLeaf Lawn Care" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
  ];
  if (head.description) {
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  }
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  for (const ld of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  tags.push(...(head.links ?? []));
  return tags.join('\n    ');
}

/** The page: `template` (the built index.html) with the head and the rendered body filled in. */
export function fillTemplate(template: string, head: PageHead, body: RenderedBody): string {
  let html = template
    // Mantine's colour scheme is set by script in the browser; the server says it at once.
    .replace('<html lang="en-ZA">', '<html lang="en-ZA" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, () => headTags(head));
  if (head.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description ?? '')}" />`,
    );
  }
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${body.html}</div><script type="application/json" id="apollo-state">${scriptJson(body.state)}</script>`,
  );
}

/** Where the server-rendered pages load their scripts from (see `deferScripts`). */
export const HYDRATE_SCRIPT_PATH = '/hydrate.js';

/**
 * A server-rendered page is readable before its scripts run, so they wait for its first paint: the
 * page's module script and preloads are replaced by a small script that imports the entry after the
 * first frame. The JavaScript then no longer competes with the page's pictures and first paint for the
 * connection and the processor. Returns the page template and that script (null entry: unchanged).
 */
export function deferScripts(template: string): { template: string; script: string | null } {
  const entry = /<script type="module"(?: crossorigin)? src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
    template,
  );
  if (!entry) return { template, script: null };
  const page = template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], `<script type="module" src="${HYDRATE_SCRIPT_PATH}"></script>`);
  const script = `requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry[1])})));\n`;
  return { template: page, script };
}
