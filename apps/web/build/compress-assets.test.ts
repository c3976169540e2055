import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAssets, compressAssetsPlugin } from './compress-assets';

const script =
  'export const total = (values) => values.reduce((sum, value) => sum + value, 0);\n'.repeat(50);
const styles = '.card { padding: 1rem; margin: 0 auto; color: #0f766e; }\n'.repeat(50);
const page = `<!doctype html><html><body>${'<p>FreedomPath</p>'.repeat(50)}</body></html>`;

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compress-assets-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function listFiles(root: string): Promise<string[]> {
  const names = await readdir(root, { recursive: true });
  return names.map((name) => name.split(path.sep).join('/')).sort();
}

describe('compressAssets', () => {
  it('writes brotli and gzip siblings that decode to the original, in nested folders too', async () => {
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'assets/index-abc123.js'), script);
    await writeFile(path.join(dir, 'assets/index-abc123.css'), styles);

    await compressAssets(dir);

    for (const [name, original] of [
      ['index.html', page],
      ['assets/index-abc123.js', script],
      ['assets/index-abc123.css', styles],
    ] as const) {
      const br = await readFile(path.join(dir, `${name}.br`));
      const gz = await readFile(path.join(dir, `${name}.gz`));
      expect(br.length).toBeLessThan(Buffer.byteLength(original));
      expect(gz.length).toBeLessThan(Buffer.byteLength(original));
      expect(brotliDecompressSync(br).toString()).toBe(original);
      expect(gunzipSync(gz).toString()).toBe(original);
    }
  });

  it('leaves files that are compressed already, or would not shrink, alone', async () => {
    await writeFile(path.join(dir, 'photo.png'), randomBytes(4096));
    await writeFile(path.join(dir, 'tiny.txt'), 'a');

    await compressAssets(dir);

    expect(await listFiles(dir)).toEqual(['photo.png', 'tiny.txt']);
  });

  it('does not compress its own output again when run twice', async () => {
    await writeFile(path.join(dir, 'index.html'), page);

    await compressAssets(dir);
    await compressAssets(dir);

    expect(await listFiles(dir)).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });
});

describe('compressAssetsPlugin', () => {
  it('compresses the output of a real Vite build, public files included', async () => {
    await mkdir(path.join(dir, 'public'));
    await writeFile(path.join(dir, 'public/robots.txt'), 'User-agent: *\nAllow: /\n'.repeat(20));
    await writeFile(path.join(dir, 'main.js'), `console.log(${JSON.stringify(script)});\n`);
    await writeFile(
      path.join(dir, 'index.html'),
      `${page}<script type="module" src="/main.js"></script>`,
    );

    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [compressAssetsPlugin()],
    });

    const files = await listFiles(path.join(dir, 'dist'));
    const bundle = files.find((name) => /^assets\/index-[\w-]+\.js$/.test(name));
    expect(bundle).toBeDefined();
    expect(files).toEqual(
      expect.arrayContaining([
        `${bundle}.br`,
        `${bundle}.gz`,
        'index.html.br',
        'index.html.gz',
        'robots.txt.br',
        'robots.txt.gz',
      ]),
    );
  });
});
