import {
  acquisitionSourceParams,
  adminDataQuerySchema,
  adminResponseFiltersSchema,
  formatTokyoTimestamp,
  leadStatusLabels,
  reportWriterLabels,
  submissionStatusLabels,
  totalCountCappedHeader,
  totalCountHeader,
} from '@app/shared/contract';
import type { AdminResponse } from '@app/shared/db';
import {
  answeredChoices,
  answeredChoiceText,
  answeredFreeTexts,
  companySizes,
  establishmentYears,
  freeTextPrompts,
  industries,
  labelOf,
  positions,
  questions,
} from '@app/shared/questionnaire';
import { Router, type Request, type Response } from 'express';
import { csvRow, TextCell, utf8Bom } from '../lib/csv';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { requireRole } from '../middleware/require-role';
import { exportResponses, listResponses, type ListResponsesDeps } from '../services/list-responses';

export type AdminDataDeps = RequireAdminDeps & ListResponsesDeps;

// The first seven columns are the original export's, so existing spreadsheets keep working, and
// later columns are added at the end. The report is no longer a column: as JSON it made each row
// ~15 KB; GET /api/admin/data.jsonl carries it.
const csvHeader = [
  'No',
  '回答日時',
  '会社名',
  '氏名',
  'メールアドレス',
  '電話番号',
  '成熟度レベル',
  'レベル',
  'スコア',
  '業種',
  '規模',
  '役職',
  '設立年数',
  '作成方法',
  'レポート状態',
  '再実行回数',
  '質問票バージョン',
  '対応状況',
  'メモ',
  ...questions.map((question, index) => `Q${index + 1} ${question.topic}`),
  ...freeTextPrompts.map((prompt, index) => `自由記述${index + 1} ${prompt.label}`),
  // Where the lead came from, named as the dialog names it: the UTM parameters, then the referrer.
  ...Object.values(acquisitionSourceParams),
  '参照元ホスト',
  '適合度',
  '担当者',
];

/** Every stored field of one response, in the order of `csvHeader`. */
function csvValues(row: AdminResponse): Parameters<typeof csvRow>[0] {
  return [
    row.no,
    formatTokyoTimestamp(row.createdAt),
    row.companyName,
    row.name,
    row.email,
    new TextCell(row.phone),
    row.result?.executiveSummary.maturityLevel,
    row.scores?.level,
    row.scores?.overall,
    labelOf(industries, row.industry),
    labelOf(companySizes, row.companySize),
    row.companyInfo.position ? labelOf(positions, row.companyInfo.position) : '',
    row.companyInfo.establishmentYear ? labelOf(establishmentYears, row.companyInfo.establishmentYear) : '',
    row.writer ? reportWriterLabels[row.writer] : '',
    submissionStatusLabels[row.status],
    row.requeueCount,
    row.questionnaireVersion,
    leadStatusLabels[row.leadStatus],
    row.leadNote,
    ...answeredChoices(row.questionnaireVersion, row.answers).map(answeredChoiceText),
    ...answeredFreeTexts(row.freeText).map((entry) => entry.text),
    ...Object.keys(acquisitionSourceParams).map(
      (key) => row.source?.[key as keyof typeof acquisitionSourceParams],
    ),
    row.source?.referrerHost,
    row.fitScore,
    row.owner?.username,
  ];
}

/**
 * One line of the reports export: the number joins it to the CSV's row; `diagnosisResult` is the
 * stored report as an object, null while none is written (or after the contact data was erased).
 */
function reportLine(row: AdminResponse): string {
  return `${JSON.stringify({
    no: row.no,
    timestamp: row.createdAt.toISOString(),
    companyName: row.companyName,
    status: row.status,
    diagnosisResult: row.result,
  })}\n`;
}

/** `responses-20260302101500.csv`: the Tokyo time of the download. */
function exportFileName(prefix: string, extension: string, now: Date): string {
  return `${prefix}-${formatTokyoTimestamp(now).replace(/\D/g, '')}.${extension}`;
}

/**
 * Writes an export's rows as they are read from the database, waiting whenever the client is
 * slower; `head` goes out first. A failure after the headers cuts the download short.
 */
async function streamRows(
  req: Request,
  res: Response,
  head: string,
  rows: AsyncIterable<AdminResponse>,
  toLine: (row: AdminResponse) => string,
): Promise<void> {
  res.write(head);
  try {
    for await (const row of rows) {
      if (res.destroyed) return; // the client went away
      if (!res.write(toLine(row))) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch (error) {
    // Headers are out: the error handler cannot answer any more, so cut the download short.
    req.log.error({ err: error }, 'export failed');
    res.destroy(error as Error);
  }
}

/**
 * GET /api/admin/data (SPEC §7) behind an admin token, and its two exports for the `admin` role:
 * the CSV (one row per response, no report) and the reports as JSON lines.
 */
export function adminDataRouter(deps: AdminDataDeps): Router {
  const router = Router();
  const exportPaths = ['/api/admin/data.csv', '/api/admin/data.jsonl'];
  router.use(['/api/admin/data', ...exportPaths], requireAdmin(deps), (_req, res, next) => {
    // Contact data: never kept by browsers or proxies.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // A member reads the list but exports nothing in bulk (issue 19: roles).
  router.use(exportPaths, requireRole('admin'));

  router.get('/api/admin/data', async (req, res) => {
    const query = adminDataQuerySchema.parse(req.query);
    const { rows, total, totalIsCapped } = await listResponses(deps, currentAdmin(res), query);
    // The body stays the SPEC array; the total rides in headers for paging.
    res.setHeader(totalCountHeader, String(total));
    if (totalIsCapped) res.setHeader(totalCountCappedHeader, 'true');
    res.json(rows);
  });

  router.get('/api/admin/data.csv', async (req, res) => {
    const filters = adminResponseFiltersSchema.parse(req.query);
    const { total, rows } = await exportResponses(deps, currentAdmin(res), filters);

    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${exportFileName('responses', 'csv', new Date())}"`,
    );
    res.setHeader(totalCountHeader, String(total));
    await streamRows(req, res, utf8Bom + csvRow(csvHeader), rows, (row) => csvRow(csvValues(row)));
  });

  /**
   * The stored reports of the same filtered responses, newest first, one JSON object per line
   * (NDJSON), so a file of many reports can be read line by line; audited as `export_reports`.
   */
  router.get('/api/admin/data.jsonl', async (req, res) => {
    const filters = adminResponseFiltersSchema.parse(req.query);
    const { total, rows } = await exportResponses(deps, currentAdmin(res), filters, 'export_reports');

    res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${exportFileName('reports', 'jsonl', new Date())}"`,
    );
    res.setHeader(totalCountHeader, String(total));
    await streamRows(req, res, '', rows, reportLine);
  });
  return router;
}
