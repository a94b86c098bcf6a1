import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteInfo } from '@app/shared/contract';
import type { Logger } from '@app/shared/logging';

/** Folder of the page renderer inside the built SPA (a dot folder: never served). */
export const prerenderDirName = '.ssr';
/** The renderer's manifest in that folder, written by scripts/build-frontend.ts. */
export const prerenderManifestName = 'pages.json';

export interface PrerenderManifest {
  /** The bundled renderer (frontend/src/app/prerender.tsx), relative to its folder. */
  renderer: string;
  /** Paths served as rendered HTML. */
  prerendered: string[];
  /**
   * The route modules each visitor path preloads (root-relative URLs), beside the entry's own. A key
   * ending in `/*` stands for every path under it (`/report/*`: each report link).
   */
  modulePreload: Record<string, string[]>;
}

/** What the bundled renderer exports. */
export interface PageRendererModule {
  renderPage(url: string, site: SiteInfo): Promise<RenderedPage>;
}

export interface RenderedPage {
  /** Document title of the page, HTML-escaped; null to keep index.html's. */
  title: string | null;
  /** Markup of #root, which the browser hydrates. */
  body: string;
}

export interface PageExtras {
  /** The lazy route modules the page needs, fetched beside the entry rather than after it. */
  modulePreload: string[];
  /** The page's HTML; null when the page is not prerendered or could not be rendered. */
  rendered: RenderedPage | null;
}

export interface PrerenderedPages {
  get(pathname: string): Promise<PageExtras>;
}

/** The modules a path preloads: its own entry, else that of the `/*` prefix it falls under. */
export function modulePreloadFor(modulePreload: Record<string, string[]>, pathname: string): string[] {
  if (Object.hasOwn(modulePreload, pathname)) return modulePreload[pathname]!;
  const prefix = Object.keys(modulePreload).find(
    (key) => key.endsWith('/*') && pathname.startsWith(key.slice(0, -1)) && pathname.length > key.length - 1,
  );
  return prefix ? modulePreload[prefix]! : [];
}

/**
 * The landing and consent pages as HTML (issue 12: the first paint needs no script), and for
 * every visitor page the route modules to preload. The build bundles the renderer; the pages are
 * rendered here, once per process, because they name the operator (PROVIDER_NAME and the rest),
 * which is known only at run time. The footer shows the year, so a new year renders them again.
 * Without a renderer (a build without one, a test's stand-in folder) every page is the plain SPA
 * shell, as before.
 */
export function loadPrerenderedPages(options: {
  staticDir: string;
  site: SiteInfo;
  logger: Logger;
}): PrerenderedPages {
  const dir = path.join(options.staticDir, prerenderDirName);
  const manifestFile = path.join(dir, prerenderManifestName);
  if (!existsSync(manifestFile)) return { get: async () => ({ modulePreload: [], rendered: null }) };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;

  let renderer: Promise<PageRendererModule> | undefined;
  const rendered = new Map<string, Promise<RenderedPage | null>>();

  async function render(pathname: string): Promise<RenderedPage | null> {
    try {
      renderer ??= import(
        pathToFileURL(path.join(dir, manifest.renderer)).href
      ) as Promise<PageRendererModule>;
      return await (await renderer).renderPage(pathname, options.site);
    } catch (error) {
      // The SPA shell still works: the browser renders the page itself.
      options.logger.warn({ err: error, path: pathname }, 'prerendering failed, serving the SPA shell');
      return null;
    }
  }

  function renderedPage(pathname: string): Promise<RenderedPage | null> {
    if (!manifest.prerendered.includes(pathname)) return Promise.resolve(null);
    const key = `${new Date().getFullYear()} ${pathname}`;
    let page = rendered.get(key);
    if (!page) {
      page = render(pathname);
      rendered.set(key, page);
    }
    return page;
  }

  // Rendered ahead of the first visitor (loading React's server renderer takes a moment).
  for (const pathname of manifest.prerendered) void renderedPage(pathname);
  return {
    async get(pathname) {
      return {
        modulePreload: modulePreloadFor(manifest.modulePreload, pathname),
        rendered: await renderedPage(pathname),
      };
    },
  };
}
