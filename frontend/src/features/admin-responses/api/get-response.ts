import type { AdminResponseRow } from '@app/shared/contract';
import { emptyFilters, getResponses } from './get-responses';

/** One response as the list has it now (its number as the range), or null when it is gone. */
export async function getResponse(options: { token: string; no: number }): Promise<AdminResponseRow | null> {
  const { rows } = await getResponses({
    token: options.token,
    filters: { ...emptyFilters, noFrom: String(options.no), noTo: String(options.no) },
    limit: 10,
    offset: 0,
  });
  return rows.find((row) => row.no === options.no) ?? null;
}
