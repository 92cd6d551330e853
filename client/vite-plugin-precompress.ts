import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipLevel9 = promisify(gzip);

/** Text files worth compressing (images are SVG; fonts and PNGs are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files are sent as they are: compression would gain less than a packet. */
const MIN_BYTES = 1024;
/** Zopfli is slow; files larger than this (the playground's editor) get zlib's best gzip instead. */
const ZOPFLI_MAX_BYTES = 800 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === '.vite' ? [] : filesUnder(join(dir, e.name))) : [join(dir, e.name)],
  );
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (zopfli, a gzip stream about 3% smaller
 * than zlib's best) next to every text file of the build, once, after every other step (the
 * playground build included). The gateway sends them as they are to browsers that accept them, so
 * compression costs nothing per request and is as tight as it gets.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const files = filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
        await Promise.all(
          files.map(async (file) => {
            const bytes = readFileSync(file);
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              bytes.length <= ZOPFLI_MAX_BYTES
                ? gzipAsync(bytes, { numiterations: 1 })
                : gzipLevel9(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            writeFileSync(`${file}.br`, br);
            writeFileSync(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
