import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportLinkPathPrefix, type SiteInfo } from '@app/shared/contract';
import type { Logger } from '@app/shared/logging';
import { Router } from 'express';
import { renderIndexHtml, siteOrigin } from '../lib/index-html';
import { loadPrerenderedPages } from '../lib/prerendered-pages';
import { serveStaticFiles } from '../middleware/serve-static-files';

/**
 * The built SPA (embedded mode, or an API serving its own pages): its files, then index.html for
 * every other GET, since each is a client-side route (the SPA redirects unknown paths to /). The
 * landing and consent pages come prerendered; every page carries the operator's details.
 */
export function spaRouter(options: {
  staticDir: string;
  site: SiteInfo;
  publicUrl?: string;
  logger: Logger;
}): Router {
  const router = Router();
  const indexHtml = readFileSync(path.resolve(options.staticDir, 'index.html'), 'utf8');
  const pages = loadPrerenderedPages(options);

  router.use(serveStaticFiles(options.staticDir));
  router.get('/{*path}', async (req, res) => {
    // A private report page: its URL holds the token, so search engines must not keep it.
    if (req.path.startsWith(reportLinkPathPrefix)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const page = await pages.get(req.path);
    res
      .type('html')
      // Revalidated on every visit: it names the hashed assets of the release being served.
      .set('Cache-Control', 'no-cache')
      .send(renderIndexHtml(indexHtml, siteOrigin(req, options.publicUrl), { site: options.site, page }));
  });
  return router;
}
