import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jaModel, Parser } from 'budoux';
import { parseSync, type Plugin } from 'vite';

/** The module the frontend imports the table from (see src/virtual-phrase-breaks.d.ts). */
export const phraseBreaksModuleId = 'virtual:phrase-breaks';
const resolvedModuleId = `\0${phraseBreaksModuleId}`;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The modules whose fixed copy is rendered through <Phrases> (questions, options, labels, the
 * privacy policy), relative to the repository root: every Japanese string in them gets an entry.
 * A module that passes new copy to <Phrases> belongs here.
 */
export const copyModules = [
  'shared/src/questionnaire/questions.ts',
  'shared/src/questionnaire/free-text-prompts.ts',
  'frontend/src/features/consent/components/privacy-policy.tsx',
  'frontend/src/routes/start.tsx',
];

const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Every string literal and template text of a TypeScript or TSX module. */
export function stringsIn(fileName: string, source: string): string[] {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]!.message}`);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { type, value } = node as { type?: string; value?: unknown };
    if (type === 'Literal' && typeof value === 'string') found.push(value);
    if (type === 'TemplateElement') {
      const { cooked } = value as { cooked: string | null };
      if (cooked) found.push(cooked);
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(program);
  return found;
}

const parser = new Parser(jaModel);

/** Where BudouX starts each phrase after the first, as UTF-16 offsets into the text. */
export function phraseStarts(text: string): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const phrase of parser.parse(text).slice(0, -1)) {
    offset += phrase.length;
    starts.push(offset);
  }
  return starts;
}

/**
 * Provides `virtual:phrase-breaks`: for each Japanese string of the copy modules, the offsets at
 * which BudouX starts a phrase. Computed at build time, so that the visitor pages carry a few
 * numbers per string instead of BudouX's model, and every browser (not only Chromium with
 * `word-break: auto-phrase`) breaks lines between phrases.
 */
export function phraseBreaks(): Plugin {
  return {
    name: 'phrase-breaks',
    resolveId(id) {
      return id === phraseBreaksModuleId ? resolvedModuleId : undefined;
    },
    load(id) {
      if (id !== resolvedModuleId) return undefined;
      const table = new Map<string, number[]>();
      for (const file of copyModules) {
        const fullPath = path.join(repoRoot, file);
        // The dev server rebuilds the table when the copy changes.
        this.addWatchFile(fullPath);
        for (const text of stringsIn(fullPath, readFileSync(fullPath, 'utf8'))) {
          if (japanese.test(text) && !table.has(text)) table.set(text, phraseStarts(text));
        }
      }
      return `export const phraseBreaks = new Map(${JSON.stringify([...table])});\n`;
    },
  };
}
