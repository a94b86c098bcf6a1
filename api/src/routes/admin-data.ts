import {
  adminDataQuerySchema,
  adminResponseFiltersSchema,
  formatTokyoTimestamp,
  totalCountCappedHeader,
  totalCountHeader,
} from '@app/shared/contract';
import { Router } from 'express';
import { csvRow, utf8Bom } from '../lib/csv';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { exportResponses, listResponses, type ListResponsesDeps } from '../services/list-responses';

export type AdminDataDeps = RequireAdminDeps & ListResponsesDeps;

const csvHeader = ['No', '回答日時', '会社名', '氏名', 'メールアドレス', '電話番号', '成熟度レベル'];

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
        const line = csvRow([
          row.no,
          formatTokyoTimestamp(row.createdAt),
          row.companyName,
          row.name,
          row.email,
          row.phone,
          row.result?.executiveSummary.maturityLevel,
        ]);
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
