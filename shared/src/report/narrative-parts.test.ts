import { describe, expect, test } from 'vitest';
import { sampleFromJsonSchema } from '../testing/fake-openai-server';
import { mergeParts, narrativeParts, partSchemaName, pickPaths } from './narrative-parts';
import { reportNarrativeJsonSchema, reportNarrativeSchema } from './report-narrative';

/** Dotted paths of every string or array leaf below the top two levels of a JSON Schema. */
function leafPaths(schema: Record<string, unknown>, prefix = ''): string[] {
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (schema.type !== 'object' || !properties) return [prefix];
  return Object.entries(properties).flatMap(([key, child]) =>
    leafPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('narrativeParts', () => {
  test('when the parts are put together, then they cover every field of the narrative exactly once', () => {
    const covered = narrativeParts.flatMap((part) => leafPaths(part.schema));

    expect([...covered].sort()).toEqual(leafPaths(reportNarrativeJsonSchema).sort());
    expect(new Set(covered).size).toBe(covered.length);
    expect(new Set(narrativeParts.map(partSchemaName)).size).toBe(narrativeParts.length);
    for (const part of narrativeParts) expect(partSchemaName(part)).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
  });

  test('when each part is answered by its own schema, then the merged answers are a valid narrative', () => {
    const answers = narrativeParts.map((part) => pickPaths(sampleFromJsonSchema(part.schema), part.paths));

    const narrative = reportNarrativeSchema.safeParse(mergeParts(answers));

    expect(narrative.success).toBe(true);
  });

  test('when a part also writes keys of another part, then only its own keys are kept', () => {
    const summary = narrativeParts.find((part) => part.name === 'summary')!;
    const answer = {
      executiveSummary: { position: '現在地です。' },
      detailedAnalysis: { nextSteps: '次の一歩です。', overall: '別の部分の項目です。' },
      roadmap: [],
    };

    const picked = pickPaths(answer, summary.paths);

    expect(picked).toEqual({
      executiveSummary: { position: '現在地です。' },
      detailedAnalysis: { nextSteps: '次の一歩です。' },
    });
  });
});
