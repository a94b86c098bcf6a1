import { describe, expect, test } from 'vitest';
import { baselineBenchmark } from '../assessment/baseline-benchmark';
import { scoreAnswers } from '../assessment/score-answers';
import { submitRequestSchema, type DiagnosisResult } from '../contract';
import type { Submission } from '../db/schema';
import { buildSubmitRequest } from '../testing/submission-factory';
import { writeBuiltinNarrative } from './builtin-writer';
import { assembleResult } from './compose-report';
import { buildReportFacts } from './report-facts';
import type { ReportNarrative } from './report-narrative';

const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** A submission as the store would return it, without a database. */
function submissionOf(overrides: Parameters<typeof buildSubmitRequest>[0]): Submission {
  const input = submitRequestSchema.parse(buildSubmitRequest(overrides));
  return {
    id: '00000000-0000-4000-8000-000000000001',
    no: 1,
    createdAt: new Date(0),
    companyName: input.companyInfo.companyName,
    industry: input.companyInfo.industry,
    companySize: input.companyInfo.companySize,
    companyInfo: input.companyInfo,
    answers: input.answers,
    freeText: input.freeText,
    questionnaireVersion: 'test',
    contactName: input.userInfo.name,
    email: input.userInfo.email,
    phone: input.userInfo.phone,
    status: 'processing',
    scores: null,
    result: null,
    writer: null,
    model: null,
    tokens: null,
    modelMs: null,
    modelError: null,
    reportMs: null,
    error: null,
    completedAt: null,
  };
}

function reportFor(overrides: Parameters<typeof buildSubmitRequest>[0]): {
  result: DiagnosisResult;
  narrative: ReportNarrative;
} {
  const submission = submissionOf(overrides);
  const assessment = scoreAnswers(submission.answers);
  const benchmark = baselineBenchmark(submission, assessment);
  const facts = buildReportFacts(submission, assessment, benchmark);
  const narrative = writeBuiltinNarrative(facts);
  const scores = {
    overall: assessment.overall,
    level: assessment.level,
    levelName: assessment.levelName,
    dimensions: assessment.dimensions,
    benchmark,
  };
  return { result: assembleResult(facts, narrative, scores), narrative };
}

function leafTexts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leafTexts(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leafTexts(child, path ? `${path}.${key}` : key));
  return [];
}

/** Share of character bigrams two texts have in common (Jaccard). */
function similarity(a: string, b: string): number {
  const bigrams = (text: string) => new Set([...text].slice(1).map((char, index) => text[index] + char));
  const left = bigrams(a);
  const right = bigrams(b);
  const shared = [...left].filter((gram) => right.has(gram)).length;
  return shared / (left.size + right.size - shared);
}

const lagging = {
  companyInfo: {
    companyName: '山田工務店',
    establishmentYear: '31_50',
    industry: 'construction',
    companySize: '10_29',
    position: 'ceo',
  },
  answers: { q1: 'A', q2: 'A', q3: 'B', q4: 'A', q5: 'B', q6: 'A', q7: 'B', q8: 'A', q9: 'B', q10: 'C' },
  freeText: {
    issue: '見積書と日報が紙とFAXで、事務所に戻ってから手入力している',
    expectation: '',
    support: '何から始めればよいか相談したい',
  },
} as const;
const leading = {
  companyInfo: {
    companyName: '山田工務店',
    establishmentYear: '11_20',
    industry: 'information_communications',
    companySize: '300_999',
    position: 'manager',
  },
  answers: { q1: 'D', q2: 'D', q3: 'D', q4: 'C', q5: 'D', q6: 'C', q7: 'D', q8: 'D', q9: 'C', q10: 'B' },
  freeText: { issue: '', expectation: '自社SaaSに生成AIの要約機能を組み込みたい', support: '' },
} as const;

describe('built-in writer', () => {
  test('when a report is written, then every field is non-empty Japanese and the result matches the contract', () => {
    const { result } = reportFor(lagging);

    const texts = leafTexts(result).filter(([path]) => !path.startsWith('scores.'));
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe('');
      if (path !== 'companyProfile.contactPerson') expect(text, path).toMatch(japanese);
    }
    expect(result.executiveSummary.maturityLevel).toMatch(/^レベル1/);
    expect(result.issueAnalysis.high.length).toBeGreaterThan(0);
    expect(result.issueAnalysis.medium.length).toBeGreaterThan(0);
  });

  test('when the answers differ, then every narrative field differs and the reports are far apart', () => {
    const a = reportFor(lagging).narrative;
    const b = reportFor(leading).narrative;

    const left = leafTexts(a);
    const right = new Map(leafTexts(b));
    for (const [path, text] of left) if (right.has(path)) expect(text, path).not.toBe(right.get(path));
    expect(similarity(JSON.stringify(a), JSON.stringify(b))).toBeLessThan(0.5);
  });

  test('when only a few answers differ, then the sections about those answers change', () => {
    const base = reportFor(lagging).narrative;
    const moreAi = reportFor({ ...lagging, answers: { ...lagging.answers, q5: 'D', q6: 'B' } }).narrative;

    expect(moreAi.detailedAnalysis.aiAdoption).not.toBe(base.detailedAnalysis.aiAdoption);
    expect(moreAi.executiveSummary.keyFinding).not.toBe(base.executiveSummary.keyFinding);
    expect(moreAi.detailedAnalysis.organization).toBe(base.detailedAnalysis.organization);
  });

  test('when the company states its issues, then the report quotes them and names its industry, size and weakest area', () => {
    const { result } = reportFor(lagging);

    expect(result.detailedAnalysis.freeTextInsights).toContain('見積書と日報が紙とFAX');
    expect(result.detailedAnalysis.freeTextInsights).toContain('紙やFAXを前提とした業務の見直し');
    expect(result.detailedAnalysis.nextSteps).toContain('何から始めればよいか相談したい');
    expect(result.companyProfile.details).toContain('建設業');
    expect(result.executiveSummary.position).toContain('10〜29名');
    expect(result.executiveSummary.priorityIssue).toMatch(/AI活用|組織・推進体制|技術・スキル/);
  });

  test('when a custom E answer is given, then its text appears in the report as a quotation', () => {
    const { result } = reportFor({
      ...lagging,
      answers: { ...lagging.answers, q8: '親会社の情報システム部門に任せている' },
    });

    expect(result.detailedAnalysis.technicalAndSkills).toContain('「親会社の情報システム部門に任せている」');
  });
});
