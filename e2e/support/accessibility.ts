import type { Page } from 'playwright-core';
import axe from 'axe-core';

export interface A11yProblem {
  id: string;
  impact: string;
  help: string;
  /** Each failing element, with axe's account of why (the colours and ratio, for contrast). */
  targets: string[];
}

/**
 * Runs axe-core on what the page shows now and answers the serious and critical violations.
 * The script goes in through the DevTools protocol (page.evaluate), which the page's CSP does
 * not govern, so the product's policy stays as strict in the tests as in production.
 */
export async function seriousA11yProblems(page: Page): Promise<A11yProblem[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  });
}

/** Rules beyond serious/critical that every screen must also pass: one h1, a main landmark, all content in landmarks. */
const STRUCTURE_RULES = ['page-has-heading-one', 'landmark-one-main', 'region'];

/**
 * Serious and critical violations, and the structural ones axe rates moderate (a page without
 * an h1 or landmarks is hard to move through with a screen reader all the same).
 */
export async function a11yProblemsWithStructure(page: Page): Promise<A11yProblem[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (structure) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || structure.includes(v.id))
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
  }, STRUCTURE_RULES);
}
