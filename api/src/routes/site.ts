import { siteInfoPath, type SiteInfo } from '@app/shared/contract';
import { Router } from 'express';
import { siteOrigin } from '../lib/index-html';

/** Pages worth finding in a search engine; the rest of the flow needs the previous steps. */
const publicPages = ['/', '/start'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function robotsTxt(origin: string): string {
  // /report/<token> stays crawlable on purpose: its pages answer X-Robots-Tag: noindex, which a
  // crawler only sees if it may fetch them; their data comes from /api/, which is closed.
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /diagnosis',
    'Disallow: /userinfo',
    'Disallow: /result',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(origin: string): string {
  const urls = publicPages.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /api/site (who runs the service, for the footer and the privacy policy), /robots.txt and
 * /sitemap.xml. The last two are built here rather than kept in the SPA's public folder because a
 * sitemap needs absolute URLs, known only at run time (PUBLIC_URL or the request).
 */
export function siteRouter({ site, publicUrl }: { site: SiteInfo; publicUrl?: string }): Router {
  const router = Router();
  router.get(siteInfoPath, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(site);
  });
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(req, publicUrl)));
  });
  router.get('/sitemap.xml', (req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(siteOrigin(req, publicUrl)));
  });
  return router;
}
