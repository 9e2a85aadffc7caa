import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe-core inside the page; answers the serious and critical violations. axe is evaluated through the DevTools
 * protocol rather than added as a <script>: the site's Content-Security-Policy rightly refuses an inline script it
 * has no hash for, and the page under test keeps its real policy.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are measured as they end up: a dialog fading in (Mantine's transitions) is waited for, with every other
  // finite transition or animation under way (a spinner's endless one is not; at most 2 s). Measured mid-fade, a
  // red button read 3:1 on a busy machine.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document.getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 2000)),
    ]),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, html: node.html.slice(0, 200) })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
