/**
 * The built-in report for one company nobody wrote a persona for, printed as `npm run eval` saves
 * them, to read a report whole against what the company typed:
 *
 *   node --import tsx scripts/eval/render-company.ts company.json
 *
 * `company.json` has a Persona's fields (scripts/eval/persona.ts); `id`, `description` and
 * `expectedThemes` may be left out.
 */
import { readFile } from 'node:fs/promises';
import { writeBuiltinReport } from '@app/shared/report';
import { submissionOf } from './build-submission';
import type { Persona } from './persona';
import { renderReport } from './render-report';

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx scripts/eval/render-company.ts company.json');
  process.exit(2);
}
const persona: Persona = {
  id: 'company',
  description: '',
  expectedThemes: [],
  ...(JSON.parse(await readFile(file, 'utf8')) as Partial<Persona>),
} as Persona;
console.log(renderReport(persona, await writeBuiltinReport(submissionOf(persona, 1)), 'builtin'));
