import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * The WCAG 2 A/AA rules axe finds broken in `selector` (default: the whole page), as `id: target`
 * lines. axe-core is evaluated over the DevTools protocol: the page's CSP (script-src 'self') would
 * block a script tag.
 */
export async function axeViolations(page: Page, selector = 'body'): Promise<string[]> {
  await page.evaluate(await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string,
            options: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(context, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
  }, selector);
}
