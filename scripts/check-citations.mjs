#!/usr/bin/env node
// Keeps the repository explaining itself: no file may cite a document outside it (the original
// brief's spec files and architecture page), and every `product: <page>#<anchor>` citation must
// name a page and a section that exist (docs/product/README.md#citing-these-pages).
// Exits 1 listing each offending line. No dependencies: run by `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const SELF = 'scripts/check-citations.mjs';
const SKIP = new Set([SELF, 'pnpm-lock.yaml', 'apps/web/src/routeTree.gen.ts']);

/** Citations of documents that are not in the repository, each with why it is refused. */
const OUTSIDE = [
  [
    /\.\.\/shared(?![/\w-])|\.\.\/shared\/(?:spec|data|ARCHITECTURE)|\/work\/shared/,
    'a path outside the repository',
  ],
  [/calculators\.md|spec\/platform\.md|platform(?:\.md)? ?§/, "the original brief's spec"],
  [/ARCHITECTURE\.md/, "the original brief's architecture page (docs/architecture.md is ours)"],
  [/\bspec §|§ ?\d+ of the spec|platform spec/i, "a section of the original brief's spec"],
  [/\b[Tt]he spec\b|\bspec['’]s\b/, "the original brief's spec (say what docs/product says)"],
];

const CITATION = /product: ([a-z][a-z-]*)#([a-z0-9-]+)((?:, #[a-z0-9-]+)*)/g;

function trackedFiles() {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  );
  return [...new Set(out.split('\0'))].filter((f) => f && !SKIP.has(f) && existsSync(f));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorsByPage = new Map();
/** The anchors of a product page, or null when no such page exists. */
function anchorsOf(page) {
  if (!anchorsByPage.has(page)) {
    const path =
      page === 'platform' ? 'docs/product/platform.md' : `docs/product/calculators/${page}.md`;
    anchorsByPage.set(
      page,
      existsSync(path)
        ? new Set(
            readFileSync(path, 'utf8')
              .split('\n')
              .filter((line) => /^#{1,6} /.test(line))
              .map((line) => anchorOf(line.replace(/^#+ /, ''))),
          )
        : null,
    );
  }
  return anchorsByPage.get(page);
}

const problems = [];
for (const file of trackedFiles()) {
  const buffer = readFileSync(file);
  if (buffer.includes(0)) continue; // binary
  const lines = buffer.toString('utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const [pattern, why] of OUTSIDE) {
      // Module imports of a package's own `shared/` folder are code, not citations.
      if (/^\s*(?:import|export)\b.*from\s+['"]/.test(line)) continue;
      if (pattern.test(line)) problems.push(`${where}: cites ${why}: ${line.trim()}`);
    }
    for (const [, page, first, more] of line.matchAll(CITATION)) {
      const anchors = anchorsOf(page);
      if (!anchors) {
        problems.push(`${where}: no product page '${page}': ${line.trim()}`);
        continue;
      }
      for (const anchor of [first, ...more.split(', #').filter(Boolean)]) {
        if (!anchors.has(anchor)) problems.push(`${where}: no section '${page}#${anchor}'`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`check-citations: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('check-citations: every citation is in the repository');
