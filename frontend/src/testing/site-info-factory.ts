import type { SiteInfo } from '@app/shared/contract';
import { vi } from 'vitest';

export function buildSiteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    operatorName: '株式会社テスト診断',
    operatorAddress: '東京都千代田区丸の内1-1-1',
    operatorContact: 'info@example.co.jp',
    privacyContact: 'privacy@example.co.jp（平日10時〜17時）',
    privacyPolicyDate: '2026-04-01',
    reportEmail: false,
    ...overrides,
  };
}

/** Answers GET /api/site with `site` (the SPA's only plain fetch); restore with vi.unstubAllGlobals(). */
export function stubSiteInfo(site: SiteInfo = buildSiteInfo()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === '/api/site'
      ? new Response(JSON.stringify(site), { headers: { 'Content-Type': 'application/json' } })
      : new Response('not found', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
