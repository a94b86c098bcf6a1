/**
 * What the built-in reader makes of one company's free text, to try wording nobody labelled yet:
 *
 *   node --import tsx scripts/eval/read-text.ts '{"issue":"…","expectation":"…"}' [industry] [size]
 */
import { createBuiltinReader } from '../../shared/src/report/reading/builtin-reader';

const [texts = '{}', industry = 'other', size = '10_29'] = process.argv.slice(2);
const reading = await createBuiltinReader().read(
  JSON.parse(texts) as Record<string, string>,
  {
    industry,
    companySize: size,
    answers: [],
  } as Parameters<ReturnType<typeof createBuiltinReader>['read']>[1],
);
console.log(JSON.stringify(reading, null, 1));
