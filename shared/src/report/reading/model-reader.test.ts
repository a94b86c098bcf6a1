import { describe, expect, test } from 'vitest';
import { sampleFromJsonSchema } from '../../testing/fake-openai-server';
import { estimateTokens } from '../../testing/fake-openai-server';
import type { JsonSchema } from '../report-narrative';
import { fromStrictReading, maxEvidenceChars, maxReadingThemes, readingJsonSchema } from './model-reader';
import { readingSchema } from './reading';

/** Every object node of a JSON Schema, with its path. */
function objectNodes(schema: JsonSchema, at = '$'): [string, JsonSchema][] {
  const nodes: [string, JsonSchema][] = [];
  if (schema.type === 'object') {
    nodes.push([at, schema]);
    for (const [key, child] of Object.entries(schema.properties as Record<string, JsonSchema>))
      nodes.push(...objectNodes(child, `${at}.${key}`));
  }
  if (schema.type === 'array') nodes.push(...objectNodes(schema.items as JsonSchema, `${at}[]`));
  return nodes;
}

describe('readingJsonSchema', () => {
  test('when it is sent in strict mode, then every object requires all its keys and allows no others', () => {
    const nodes = objectNodes(readingJsonSchema);

    expect(nodes.length).toBeGreaterThan(5);
    for (const [at, node] of nodes) {
      expect(node.additionalProperties, at).toBe(false);
      expect(node.required, at).toEqual(Object.keys(node.properties as object));
    }
  });

  test('when nullable values are declared, then they are type unions with null, not optional keys', () => {
    const asks = (readingJsonSchema.properties as Record<string, JsonSchema>).asks!;
    const possessions = (readingJsonSchema.properties as Record<string, JsonSchema>).possessions!;

    const programme = ((asks.items as JsonSchema).properties as Record<string, JsonSchema>).programme!;
    const theme = ((possessions.items as JsonSchema).properties as Record<string, JsonSchema>).theme!;
    expect(programme.type).toEqual(['string', 'null']);
    expect(theme.type).toEqual(['string', 'null']);
    expect(theme.enum).toContain(null);
  });

  test('when the schema is followed to its usual counts, then the reading stays small and converts to a valid Reading', () => {
    const sample = sampleFromJsonSchema(readingJsonSchema) as { themes: { evidence: { text: string }[] }[] };

    // The usual count (「通常1〜2件」), below the cap the schema allows.
    expect(sample.themes).toHaveLength(2);
    expect(sample.themes.length).toBeLessThan(maxReadingThemes);
    for (const theme of sample.themes)
      for (const span of theme.evidence) expect([...span.text].length).toBeLessThanOrEqual(maxEvidenceChars);
    // Output tokens delay every report: the usual reading must stay within about 4 s at 60 tokens/s.
    expect(estimateTokens(JSON.stringify(sample))).toBeLessThan(260);
    expect(readingSchema.safeParse(fromStrictReading(sample, {})).success).toBe(true);
  });
});

describe('fromStrictReading', () => {
  test('when the answer is not an object, then it is passed on for the schema to reject', () => {
    expect(fromStrictReading('text', {})).toBe('text');
    expect(readingSchema.safeParse(fromStrictReading(null, {})).success).toBe(false);
  });

  test('when a list is missing, then the schema rejects the reading rather than inventing an empty one', () => {
    const converted = fromStrictReading({ themes: [], possessions: [], asks: [], constraints: [] }, {});

    expect(readingSchema.safeParse(converted).success).toBe(false);
  });
});
