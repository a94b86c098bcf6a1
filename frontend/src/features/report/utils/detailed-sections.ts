import { detailedAnalysisKeys, detailedAnalysisTitles, type DiagnosisResult } from '@app/shared/contract';

export interface DetailedSection {
  key: string;
  title: string;
  body: string;
}

const knownKeys: readonly string[] = detailedAnalysisKeys;

/**
 * The detailed sections in SPEC order, followed by any key the writer added; SPEC §3: an unknown
 * key is shown with the key itself as its title.
 */
export function toDetailedSections(detailedAnalysis: DiagnosisResult['detailedAnalysis']): DetailedSection[] {
  const entries = Object.entries(detailedAnalysis as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const rank = (key: string) => (knownKeys.includes(key) ? knownKeys.indexOf(key) : knownKeys.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, body]) => ({
      key,
      title: knownKeys.includes(key)
        ? detailedAnalysisTitles[key as keyof typeof detailedAnalysisTitles]
        : key,
      body,
    }));
}
