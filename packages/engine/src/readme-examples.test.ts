import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The README's ```ts examples run as written, their imports resolved through the package's
 * exports as a user's would be, and what their comments state is compared with the engine's
 * results:
 * - `expression; // value`: a JavaScript literal, maybe after `→`, or after `≈` when it need
 *   only be right to its last decimal, and maybe followed by an explanation, ` (…)` or ` = …`;
 * - a statement that calls `console.log` is followed by comment lines holding what it prints.
 * Other comments are prose, for a reader, and not checked: a trailing comment that starts with a
 * lower-case word (`// the gym falls due on …`) and a comment on a line of its own that does
 * not follow a printing statement (`// Portugal: monthlyCost 1300, …`).
 */

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** A statement, with the comment at the end of its last line. */
interface Statement {
  code: string;
  comment?: string;
}

/** A statement, or a comment on a line of its own. */
type Part = Statement | { note: string };

interface Example {
  title: string;
  parts: Part[];
}

/** A line's code, its trailing comment and how many brackets it leaves open. */
function scanLine(line: string): { code: string; comment?: string; opened: number } {
  let quote: string | undefined;
  let opened = 0;
  for (let index = 0; index < line.length; index++) {
    const char = line.charAt(index);
    if (quote !== undefined) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) opened++;
    else if (')]}'.includes(char)) opened--;
    else if (line.startsWith('//', index)) {
      return {
        code: line.slice(0, index).trimEnd(),
        comment: line.slice(index + 2).trim(),
        opened,
      };
    }
  }
  return { code: line, opened };
}

/** The top-level statements and comments of an example's source, in order. */
function partsOf(source: string): Part[] {
  const parts: Part[] = [];
  let lines: string[] = [];
  let depth = 0;
  for (const line of source.split('\n')) {
    const { code, comment, opened } = scanLine(line);
    if (lines.length === 0 && code === '') {
      if (comment !== undefined) parts.push({ note: comment });
      continue;
    }
    lines.push(code);
    depth += opened;
    // Only `;` or `}` ends a statement: `for (…)` on its own line does not.
    if (depth === 0 && /[;}]$/.test(code)) {
      parts.push({ code: lines.join('\n'), ...(comment !== undefined && { comment }) });
      lines = [];
    }
  }
  return parts;
}

/** The README's TypeScript examples, each titled by the heading above it. */
function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  let title = '';
  for (const [, , heading, source] of markdown.matchAll(/^(#+ (.+)|```ts\n([\s\S]*?)^```)$/gm)) {
    if (heading !== undefined) title = heading;
    else examples.push({ title, parts: partsOf(source ?? '') });
  }
  return examples;
}

const isStatement = (part: Part): part is Statement => 'code' in part;
const prints = (part: Part): boolean => isStatement(part) && part.code.includes('console.log(');
/** A trailing comment states a value unless it starts with a lower-case word, not a literal. */
const statesValue = (part: Part): boolean =>
  isStatement(part) &&
  part.comment !== undefined &&
  (!/^[a-z]/.test(part.comment) || /^(true|false|null|undefined)\b/.test(part.comment));

/** The value a trailing comment states, and to how many decimals when it says '≈'. */
function statedValue(comment: string): { value: unknown; decimals?: number } {
  const approximate = comment.startsWith('≈');
  const text = comment.replace(/^[≈→]\s*/, '');
  // The value is the shortest prefix that is one; what follows explains it.
  const ends = [...text.matchAll(/\s+(\(|=\s)/g)].map(({ index }) => index);
  for (const end of [...ends, text.length]) {
    const literal = text.slice(0, end);
    try {
      const value: unknown = runInThisContext(`(${literal})`);
      if (!approximate) return { value };
      return { value, decimals: /\.(\d+)$/.exec(literal)?.[1]?.length ?? 0 };
    } catch {
      // Not a whole value yet: the explanation starts further on.
    }
  }
  throw new Error(`The README comment '${comment}' looks like a value but is not one`);
}

const IMPORT = /^import \{([^}]*)\} from '([^']+)';$/;

const examples = examplesOf(README);

/** Each module the examples import, loaded once (self-references resolve to the sources). */
const modules = new Map<string, unknown>();
for (const { parts } of examples) {
  for (const part of parts.filter(isStatement)) {
    const specifier = IMPORT.exec(part.code)?.[2];
    if (specifier !== undefined) modules.set(specifier, await import(specifier));
  }
}

/** The comment lines right after part `index`: what a printing statement prints. */
function notesAfter(parts: Part[], index: number): string[] {
  const notes: string[] = [];
  for (const part of parts.slice(index + 1)) {
    if (isStatement(part)) break;
    notes.push(part.note);
  }
  return notes;
}

/** Runs an example; returns each statement's value and what each printing statement printed. */
function run({ title, parts }: Example): { values: unknown[]; printed: string[][] } {
  const lines: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (!isStatement(part)) continue;
    const [, names = '', specifier] = IMPORT.exec(part.code) ?? [];
    if (specifier !== undefined) {
      const exported = modules.get(specifier) as object;
      const missing = names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && !(name in exported));
      if (missing.length > 0) throw new Error(`${title}: ${specifier} lacks ${missing.join(', ')}`);
      lines.push(`const {${names}} = modules.get('${specifier}');`);
      continue;
    }
    // The one TypeScript-only syntax the examples use: a non-null assertion, `find(…)!`.
    const code = part.code.replace(/([\w)\]])!(?=[;.,)\]\s])/g, '$1');
    if (prints(part)) lines.push(`output.length = 0; ${code}`, `printed[${index}] = [...output];`);
    else if (!statesValue(part)) lines.push(code);
    else if (/^(const|let|var|for|if|try)\b/.test(code)) {
      throw new Error(`${title}: '${part.code}' is not an expression, so its comment cannot hold`);
    } else lines.push(`values[${index}] = (${code.replace(/;$/, '')});`);
  }
  const values: unknown[] = [];
  const printed: string[][] = [];
  const output: string[] = [];
  const console = { log: (...args: unknown[]) => output.push(format(...args)) };
  const example = runInThisContext(
    `(function (modules, values, printed, output, console) {\n${lines.join('\n')}\n})`,
    { filename: `README.md, ${title}` },
  ) as (...args: unknown[]) => void;
  example(modules, values, printed, output, console);
  return { values, printed };
}

describe('the README examples', () => {
  it('include one per calculator', () => {
    const calculators = README.split('\n## Calculators\n')[1]?.match(/^### /gm) ?? [];
    expect(calculators.length).toBeGreaterThan(0);
    expect(examples).toHaveLength(calculators.length + 1);
  });

  it.each(examples)('$title: returns and prints what its comments say', (example) => {
    const { values, printed } = run(example);
    for (const [index, part] of example.parts.entries()) {
      if (!isStatement(part)) continue;
      const lines = part.code.split('\n');
      const line = lines.find((code) => code.includes('console.log(')) ?? lines.at(-1);
      const where = `${example.title}: ${line?.trim()}`;
      if (prints(part)) {
        expect(printed[index], where).toEqual(notesAfter(example.parts, index));
      } else if (statesValue(part)) {
        const { value, decimals } = statedValue(part.comment ?? '');
        if (decimals === undefined) expect(values[index], where).toEqual(value);
        else expect(values[index], where).toBeCloseTo(value as number, decimals);
      }
    }
  });
});
