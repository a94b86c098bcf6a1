import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { primeSiteInfo } from '@/lib/site-info';
import { AppRoutes } from './router';

export interface PrerenderedPage {
  /** The page's document title (React renders it in front of the markup; it belongs in <head>). */
  title: string | null;
  /** The markup of #root, which the browser hydrates (main.tsx). */
  body: string;
}

/**
 * Renders one page as the browser would first render it, lazy route included (`prerender` waits
 * for it). `site` is what the server writes into the page for the browser (GET /api/site's body),
 * so the hydrating render sees the same operator details.
 *
 * Built by scripts/build-frontend.ts into frontend/dist/.ssr/ (not served) and called by the API,
 * which knows the operator's details only at run time.
 */
export async function renderPage(url: string, site: unknown): Promise<PrerenderedPage> {
  primeSiteInfo(site);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const title = /^<title>([^<]*)<\/title>/.exec(html);
  return { title: title ? title[1]! : null, body: title ? html.slice(title[0].length) : html };
}
