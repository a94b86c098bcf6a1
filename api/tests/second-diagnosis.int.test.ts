import {
  dimensionKeys,
  linkedReportResponseSchema,
  previousReportTokenMessage,
  submitResponseSchema,
  type SubmitRequestInput,
  type SubmitResponse,
} from '@app/shared/contract';
import { createAdminResponseStore, reportLinks, submissions } from '@app/shared/db';
import { buildSubmitRequest } from '@app/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { toRow } from '../src/services/list-responses';
import { postSubmit, readError, useTestApi } from './start-test-api';

// The API with its in-process runner on the machine's PostgreSQL, as in embedded mode.
const testApi = useTestApi();

const allD = { q1: 'D', q2: 'D', q3: 'D', q4: 'D', q5: 'D', q6: 'D', q7: 'D', q8: 'D', q9: 'D', q10: 'D' };
const tokenOf = (reportUrl: string) => reportUrl.slice('/report/'.length);

async function submitOk(body: SubmitRequestInput): Promise<SubmitResponse & { reportUrl: string }> {
  const response = await postSubmit(testApi.api.url, body);
  expect(response.status).toBe(200);
  return submitResponseSchema.parse(await response.json()) as SubmitResponse & { reportUrl: string };
}

async function rowsOf(companyName: string) {
  return testApi.database.db
    .select({ id: submissions.id, no: submissions.no, previous: submissions.previousSubmissionId })
    .from(submissions)
    .where(eq(submissions.companyName, companyName));
}

describe('POST /api/submit with previousReportToken (a second diagnosis)', () => {
  test('when the earlier report’s token is sent, then the two submissions are linked and the new report compares itself with the earlier one', async () => {
    const first = buildSubmitRequest();
    const earlier = await submitOk(first);
    const token = tokenOf(earlier.reportUrl);

    const later = await submitOk({
      ...buildSubmitRequest({ companyInfo: first.companyInfo, answers: allD }),
      previousReportToken: token,
    });

    const [earlierRow] = await rowsOf(first.companyInfo.companyName).then((rows) =>
      rows.filter((row) => row.previous === null),
    );
    const [laterRow] = await rowsOf(first.companyInfo.companyName).then((rows) =>
      rows.filter((row) => row.previous !== null),
    );
    expect(laterRow!.previous).toBe(earlierRow!.id);

    const comparison = later.comparison!;
    expect(comparison).toBeDefined();
    expect(comparison.previous.level).toBe(earlier.scores!.level);
    expect(comparison.previous.levelName).toBe(earlier.scores!.levelName);
    expect(comparison.previous.overall).toBe(Math.round(earlier.scores!.overall));
    expect(comparison.levelChange).toBe(later.scores!.level - earlier.scores!.level);
    expect(comparison.levelChange).toBeGreaterThan(0);
    expect(comparison.overallChange).toBe(
      Math.round(later.scores!.overall) - Math.round(earlier.scores!.overall),
    );
    expect(comparison.dimensions.map((area) => area.key)).toEqual([...dimensionKeys]);
    for (const area of comparison.dimensions) {
      expect(area.previous).toBe(Math.round(earlier.scores!.dimensions[area.key]));
      expect(area.current).toBe(Math.round(later.scores!.dimensions[area.key]));
      expect(area.change).toBe(area.current - area.previous);
    }
    expect(comparison.dimensions.some((area) => area.change > 0)).toBe(true);
    // The KPIs the earlier roadmap asked to measure, in its order, each once.
    expect(comparison.previousKpis.map((entry) => entry.kpi)).toEqual([
      ...new Set(earlier.roadmap!.flatMap((phase) => phase.kpis)),
    ]);
    expect(comparison.previousKpis.length).toBeGreaterThan(0);

    // The stored result carries it too (the link page and the admin dialog read the stored one).
    const [stored] = await testApi.database.db
      .select({ result: submissions.result, completedAt: submissions.completedAt })
      .from(submissions)
      .where(eq(submissions.id, earlierRow!.id));
    const [storedLater] = await testApi.database.db
      .select({ result: submissions.result })
      .from(submissions)
      .where(eq(submissions.id, laterRow!.id));
    expect(storedLater!.result!.comparison).toEqual(comparison);
    expect(comparison.previous.diagnosedAt).toBe(stored!.completedAt!.toISOString());
  });

  test('when a second diagnosis is linked, then the operator’s list names the earlier submission’s number', async () => {
    const first = buildSubmitRequest();
    const earlier = await submitOk(first);

    await submitOk({
      ...buildSubmitRequest({ companyInfo: first.companyInfo }),
      previousReportToken: tokenOf(earlier.reportUrl),
    });

    const { rows } = await createAdminResponseStore(testApi.database.db).list(
      { companyName: first.companyInfo.companyName },
      { limit: 10, offset: 0 },
    );
    expect(rows).toHaveLength(2);
    const [later, earlierRow] = rows;
    expect(earlierRow!.previousNo).toBeNull();
    expect(later!.previousNo).toBe(earlierRow!.no);
    // As GET /api/admin/data hands it to the dialog.
    expect(toRow(later!).previousNo).toBe(earlierRow!.no);
  });

  test('when a made-up token is sent, then the submit is refused with a Japanese reason and nothing is stored', async () => {
    const body = { ...buildSubmitRequest(), previousReportToken: 'A'.repeat(43) };

    const response = await postSubmit(testApi.api.url, body);

    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([{ path: 'previousReportToken', message: previousReportTokenMessage }]);
    expect(await rowsOf(body.companyInfo.companyName)).toHaveLength(0);
  });

  test('when the earlier link has expired, then the submit is refused and nothing is stored', async () => {
    const earlier = await submitOk(buildSubmitRequest());
    await testApi.database.db
      .update(reportLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(
        eq(
          reportLinks.tokenHash,
          sql`encode(sha256(convert_to(${tokenOf(earlier.reportUrl)}, 'UTF8')), 'hex')`,
        ),
      );
    const body = { ...buildSubmitRequest(), previousReportToken: tokenOf(earlier.reportUrl) };

    const response = await postSubmit(testApi.api.url, body);

    expect(response.status).toBe(400);
    expect((await readError(response)).issues?.[0]?.path).toBe('previousReportToken');
    expect(await rowsOf(body.companyInfo.companyName)).toHaveLength(0);
  });

  test('when the token is not a link token at all, then the body is invalid (400) before anything is looked up', async () => {
    const response = await postSubmit(testApi.api.url, {
      ...buildSubmitRequest(),
      previousReportToken: 'not-a-token',
    });

    expect(response.status).toBe(400);
    expect((await readError(response)).issues?.map((issue) => issue.path)).toContain('previousReportToken');
  });

  test('when a first diagnosis is submitted, then it has no comparison and no earlier submission', async () => {
    const body = buildSubmitRequest();

    const result = await submitOk(body);

    expect(result.comparison).toBeUndefined();
    expect((await rowsOf(body.companyInfo.companyName))[0]!.previous).toBeNull();
  });
});

describe('GET /api/report/:token for a second diagnosis', () => {
  test('when the earlier report is opened, then it carries the company data to start from and no contact data beyond the report', async () => {
    const first = buildSubmitRequest();
    const earlier = await submitOk(first);

    const response = await fetch(`${testApi.api.url}/api/report/${tokenOf(earlier.reportUrl)}`);

    expect(response.status).toBe(200);
    const body = linkedReportResponseSchema.parse(await response.json());
    expect(body.companyInfo).toEqual(first.companyInfo);
    const raw = JSON.stringify(body);
    expect(raw).not.toContain(first.userInfo.email);
    expect(raw).not.toContain(first.userInfo.phone);
  });
});
