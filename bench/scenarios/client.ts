import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fmt } from '../lib/load.js';
import { note, section, table } from '../lib/report.js';
import { root } from '../../tests/support/stack.js';

/**
 * Bytes sent for `files`: the gzip and brotli copies the build wrote next to each file (what the
 * gateway serves), or the file itself when it is too small to have been compressed.
 */
function servedSizes(dir: string, files: string[]) {
  const sizes = { js: 0, css: 0, jsBrotli: 0, cssBrotli: 0 };
  const sent = (f: string, ext: string) => {
    const copy = join(dir, `${f}.${ext}`);
    return existsSync(copy) ? statSync(copy).size : statSync(join(dir, f)).size;
  };
  for (const f of new Set(files)) {
    if (f.endsWith('.js')) {
      sizes.js += sent(f, 'gz');
      sizes.jsBrotli += sent(f, 'br');
    } else if (f.endsWith('.css')) {
      sizes.css += sent(f, 'gz');
      sizes.cssBrotli += sent(f, 'br');
    }
  }
  return sizes;
}

/** Builds the client and measures what each route's first load sends. */
export async function clientSize() {
  section('Client: JavaScript and CSS of each first load (bytes sent gzip / brotli, production build)');
  execFileSync('npx', ['vite', 'build', '--manifest'], { cwd: join(root, 'client'), stdio: 'ignore' });
  const dist = join(root, 'client', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    {
      file: string;
      css?: string[];
      imports?: string[];
      isEntry?: boolean;
      isDynamicEntry?: boolean;
      src?: string;
    }
  >;
  const closure = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const c = manifest[key]!;
    return [c.file, ...(c.css ?? []), ...(c.imports ?? []).flatMap((k) => closure(k, seen))];
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  const rows: (string | number)[][] = [];
  const kb = (n: number) => `${fmt(n / 1000, 1)} KB`;
  const row = (name: string, files: string[]) => {
    const s = servedSizes(dist, files);
    rows.push([name, kb(s.js), kb(s.jsBrotli), kb(s.css), kb(s.cssBrotli)]);
    return s;
  };
  // The landing page is part of the first-load chunk: the entry's closure is the landing's first load.
  const landing = row('/ (landing; the first load of every page)', entry);
  const adminFiles: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    if (/admin/i.test(key)) adminFiles.push(...closure(key));
    row(`${key.replace(/^src\//, '')} (its first load, entry included)`, [...entry, ...closure(key)]);
  }
  table(['route', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'], rows);
  const adminInEntry = entry.some((f) => adminFiles.includes(f) && /admin/i.test(f));
  note(
    `KB = 1,000 bytes. Admin code in the public entry: ${adminInEntry ? 'YES (fails the target)' : 'no'}. Landing target: JS <= 160 KB gzip (now ${kb(landing.js)} gzip, ${kb(landing.jsBrotli)} brotli). Browsers that accept brotli (all current ones) get the brotli copies.`,
  );
}
