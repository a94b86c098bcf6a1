import { randomUUID } from 'node:crypto';
import { submitRequestSchema, type SubmitRequest, type SubmitRequestInput } from '../contract';
import type { CompletedReport } from '../db/repositories/submission-store';
import type { Submission } from '../db/schema';
import { questionnaireVersion } from '../questionnaire/catalogue';

/** A valid submit body with unique values; override any section. */
export function buildSubmitRequest(overrides: Partial<SubmitRequestInput> = {}): SubmitRequestInput {
  const unique = randomUUID().slice(0, 8);
  return {
    companyInfo: {
      companyName: `テスト商事${unique}`,
      establishmentYear: '21_30',
      industry: 'manufacturing',
      companySize: '30_99',
      position: 'department_head',
    },
    answers: { q1: 'B', q2: 'B', q3: 'C', q4: 'B', q5: 'C', q6: 'B', q7: 'C', q8: 'B', q9: 'C', q10: 'C' },
    freeText: { issue: '受発注がFAX中心で手入力が多い', expectation: '', support: '' },
    userInfo: { name: `山田${unique}`, email: `taro.${unique}@example.com`, phone: '03-1234-5678' },
    ...overrides,
  };
}

/**
 * A submit body as the route hands it on (parsed), with unique values; `overrides` replace single
 * fields of its sections (the company's name and segment, the contact's e-mail, …) before parsing.
 */
export function buildParsedSubmitRequest(
  overrides: {
    companyInfo?: Partial<SubmitRequestInput['companyInfo']>;
    userInfo?: Partial<SubmitRequestInput['userInfo']>;
    answers?: Partial<SubmitRequestInput['answers']>;
    freeText?: SubmitRequestInput['freeText'];
  } = {},
): SubmitRequest {
  const request = buildSubmitRequest();
  return submitRequestSchema.parse({
    ...request,
    companyInfo: { ...request.companyInfo, ...overrides.companyInfo },
    userInfo: { ...request.userInfo, ...overrides.userInfo },
    answers: { ...request.answers, ...overrides.answers },
    freeText: overrides.freeText ?? request.freeText,
  });
}

/**
 * What a report job writes back onto its submission, by the built-in writer; override any field
 * (the scores a benchmark reads, say). The result is empty unless given.
 */
export function buildCompletedReport(overrides: Partial<CompletedReport> = {}): CompletedReport {
  return {
    result: {} as CompletedReport['result'],
    scores: { overall: 50, level: 3 } as CompletedReport['scores'],
    writer: 'builtin',
    model: null,
    tokens: null,
    modelMs: null,
    modelError: null,
    reportMs: 1,
    ...overrides,
  };
}

/** A parsed submit body as the store returns it after a worker picked it up, without a database. */
export function storedSubmissionOf(input: SubmitRequest, no = 1): Submission {
  return {
    id: `00000000-0000-4000-8000-${String(no).padStart(12, '0')}`,
    no,
    createdAt: new Date(0),
    companyName: input.companyInfo.companyName,
    industry: input.companyInfo.industry,
    companySize: input.companyInfo.companySize,
    companyInfo: input.companyInfo,
    answers: input.answers,
    freeText: input.freeText,
    questionnaireVersion,
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
    companyNameKey: null,
    emailDomainKey: null,
    idempotencyKey: null,
    requestHash: null,
    requeueCount: 0,
    failedAt: null,
    leadStatus: 'new',
    leadNote: '',
    leadUpdatedAt: null,
    leadVersion: 0,
    source: input.source ?? null,
    fitScore: null,
    fitReasons: null,
    ownerAdminId: null,
    contactErasedAt: null,
    searchText: null,
    previousSubmissionId: null,
  };
}
