import {
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
import { Router } from 'express';
import { csvRow, TextCell, utf8Bom } from '../lib/csv';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { exportResponses, listResponses, type ListResponsesDeps } from '../services/list-responses';

export type AdminDataDeps = RequireAdminDeps & ListResponsesDeps;

// The first seven columns are the original export's, so existing spreadsheets keep working.
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
  '診断結果JSON',
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
    row.result === null ? '' : JSON.stringify(row.result),
  ];
}

function csvFileName(now: Date): string {
  return `responses-${formatTokyoTimestamp(now).replace(/\D/g, '')}.csv`;
}

/** GET /api/admin/data (SPEC §7) and its CSV export, both behind an admin token. */
export function adminDataRouter(deps: AdminDataDeps): Router {
  const router = Router();
  router.use(['/api/admin/data', '/api/admin/data.csv'], requireAdmin(deps), (_req, res, next) => {
    // Contact data: never kept by browsers or proxies.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

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
    res.setHeader('Content-Disposition', `attachment; filename="${csvFileName(new Date())}"`);
    res.setHeader(totalCountHeader, String(total));
    res.write(utf8Bom + csvRow(csvHeader));
    try {
      for await (const row of rows) {
        if (res.destroyed) return; // the client went away
        const line = csvRow(csvValues(row));
        if (!res.write(line)) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    } catch (error) {
      // Headers are out: the error handler cannot answer any more, so cut the download short.
      req.log.error({ err: error }, 'csv export failed');
      res.destroy(error as Error);
    }
  });
  return router;
}
