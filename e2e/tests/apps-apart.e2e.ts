import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openRoute } from '../support/browser';
import { joinAsMember } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * "The console's code is never loaded for members, nor the members' for staff". The build's
 * manifest says which lazily loaded chunk holds which module; a member walking the members' app
 * (in both languages) and staff walking the console must never download a chunk whose module
 * belongs to the other side.
 */

const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.resolve(import.meta.dirname, '../../apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

const MEMBERS_MODULE = /^src\/(features\/members\/|(components|lib|i18n)\/members\/|app\/layouts\/members-|app\/pages\/members-)/;
const CONSOLE_MODULE =
  /^src\/(features\/console\/|(components|lib|i18n)\/console\/|app\/layouts\/console-|app\/layouts\/server-state-layout|app\/pages\/console-)/;

/** The chunk files whose lazily loaded module is one side's own, by side. */
function chunksBySide(): { members: Map<string, string>; console: Map<string, string> } {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const members = new Map<string, string>();
  const console = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src) continue;
    if (MEMBERS_MODULE.test(chunk.src)) members.set(`/${chunk.file}`, chunk.src);
    else if (CONSOLE_MODULE.test(chunk.src)) console.set(`/${chunk.file}`, chunk.src);
  }
  return { members, console };
}

interface ScriptLog {
  downloaded: Set<string>;
  /** Scripts asked for and not yet arrived (the event stream keeps the network busy forever). */
  pending: Set<string>;
}

/** Records the path of every script the page downloads from now on. */
function recordScripts(page: Page): ScriptLog {
  const log: ScriptLog = { downloaded: new Set(), pending: new Set() };
  const done = (url: string) => log.pending.delete(url);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    log.downloaded.add(pathname);
    log.pending.add(request.url());
  });
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  return log;
}

/** Opens a screen and waits for its heading and every script it asked for. */
async function visit(page: Page, log: ScriptLog, route: string): Promise<void> {
  await openRoute(page, route);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => log.pending.size).toBe(0);
}

/** The modules of `side` among what was downloaded. */
const foreign = (log: ScriptLog, side: Map<string, string>): string[] =>
  [...log.downloaded].filter((file) => side.has(file)).map((file) => side.get(file) ?? file);

const sides = chunksBySide();

const suite = setupSuite({ seed: async () => ({ member: await joinAsMember(`Apart Member ${Date.now().toString(36)}`) }) });

const MEMBER_SCREENS = ['/app/home', '/app/classifieds', '/app/sell', '/app/chat', '/app/notifications', '/app/support', '/app/profile'];
const CONSOLE_SCREENS = ['/rm-admin/dashboard', '/rm-admin/userslist', '/rm-admin/posts', '/rm-admin/moderation', '/rm-admin/tickets'];

describe('the members app and the console load apart', () => {
  it('knows both sides from the build (the check below could fail)', () => {
    expect(sides.members.size).toBeGreaterThan(20);
    expect(sides.console.size).toBeGreaterThan(20);
  });

  it('a visitor at /#/app and a member on every place of the app, in English and Arabic, download none of the console', { timeout: 180_000 }, async () => {
    const { context: visitor, page } = await suite.visitorPage({ mobile: true });
    try {
      const scripts = recordScripts(page);
      await page.goto('/#/app');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A visitor browses Home without an account: its search boxes, not the log-in form's fields.
      await page.getByRole('searchbox').first().waitFor();
      await expect.poll(() => scripts.pending.size).toBe(0);
      expect(foreign(scripts, sides.console)).toEqual([]);
      expect(foreign(scripts, sides.members).length).toBeGreaterThan(0);
    } finally {
      await visitor.close();
    }

    for (const language of ['en', 'ar'] as const) {
      const { context, page } = await suite.memberPage(suite.member, language, false);
      try {
        const scripts = recordScripts(page);
        for (const screen of MEMBER_SCREENS) await visit(page, scripts, screen);
        expect(foreign(scripts, sides.console), `${language}: console chunks on the members' side`).toEqual([]);
        expect(foreign(scripts, sides.members).length).toBeGreaterThan(MEMBER_SCREENS.length);
      } finally {
        await context.close();
      }
    }
  });

  it('staff on the console, in English and Arabic, download none of the members app', { timeout: 120_000 }, async () => {
    const { context, page } = await suite.consolePage('admin');
    try {
      const scripts = recordScripts(page);
      for (const screen of CONSOLE_SCREENS) await visit(page, scripts, screen);
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await visit(page, scripts, '/rm-admin/dashboard');
      // The choice is kept for the admin: give them English back for the other tests.
      await page.getByRole('button', { name: 'English' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
      expect(foreign(scripts, sides.members), "members' chunks on the console").toEqual([]);
      expect(foreign(scripts, sides.console).length).toBeGreaterThan(CONSOLE_SCREENS.length);
    } finally {
      await context.close();
    }
  });
});
