import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { a11yProblemsWithStructure, seriousA11yProblems } from './accessibility';
import { animationsDone, openRoute } from './browser';

/**
 * The console's accessibility checks, shared by the screen walk, the dialog walk and the tests
 * that photograph a screen: a screen settled, a dialog fully shown, axe-core's verdict on either.
 */

/** Waits until the screen has settled: no spinner, no list reloading. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('table[aria-busy="true"]') && !document.querySelector('main [role="status"].mantine-Loader-root, main .mantine-Loader-root'),
    undefined,
    { timeout: 15_000 },
  );
}

/** A whole screen: serious and critical violations, and one h1, a main landmark, everything in landmarks. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const problems = await a11yProblemsWithStructure(page);
  expect(problems, `${what}: ${JSON.stringify(problems, null, 2)}`).toEqual([]);
}

/** What the page shows now: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const problems = await seriousA11yProblems(page);
  expect(problems, `${what}: ${JSON.stringify(problems, null, 2)}`).toEqual([]);
}

/**
 * Something open over the screen (a dialog, a menu): once fully shown, named, and with no serious
 * or critical violation anywhere on the page.
 */
export async function expectOpenAccessible(page: Page, open: Locator, what: string): Promise<void> {
  await open.waitFor();
  await animationsDone(page);
  expect(await open.isVisible(), `${what}: shown`).toBe(true);
  await expectNoSeriousViolations(page, what);
}

/**
 * Opens a console screen and checks it: its own tab title, one h1, landmarks, no serious or
 * critical violation. Answers the tab title.
 */
export async function checkScreen(page: Page, route: string): Promise<string> {
  const previous = await page.title();
  await openRoute(page, route);
  // The header's h1 stays across screens: wait for this screen's own name in the tab.
  await expect.poll(() => page.title()).not.toBe(previous);
  await settled(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count(), `${route}: one h1`).toBe(1);
  await expectAccessible(page, route);
  return page.title();
}
