import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats. Images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a `.br` (brotli, maximum quality) and a `.gz` (gzip, level 9) sibling next to every
 * compressible file under `dir`, so the server sends them as they are instead of compressing on
 * each request. A sibling that would not be smaller than the original is not written: the
 * server then falls back to the next encoding, or to the file itself.
 */
export async function compressAssets(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** Vite plugin: runs {@link compressAssets} on the output directory once the build is written. */
export function compressAssetsPlugin(): Plugin {
  return {
    name: 'freedompath:compress-assets',
    apply: 'build',
    writeBundle: {
      // After other plugins' writes; the public directory is copied before any write.
      order: 'post',
      async handler(options) {
        // Vite always writes into build.outDir, never to a single output file.
        if (options.dir) await compressAssets(options.dir);
      },
    },
  };
}
