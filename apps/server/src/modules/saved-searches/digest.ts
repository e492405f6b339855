import { sql } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import { savedSearchDigestTexts, type ServerLanguage } from '@souq/contract/server-language';
import type { Db } from '../../db/client';
import { mailLanguageOf } from '../../lib/localized-mail';
import type { Mail, Mailer } from '../../lib/mailer';
import { escapeHtml } from '../../lib/page-text';
import { rowsOf } from '../../lib/sql-rows';
import { unsubscribeToken } from './unsubscribe-token';

/** Digests sent per run: a run stays short, and the next goes on where it stopped. */
export const DIGEST_BATCH = 50;

export interface DigestOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  unsubscribeSecret: string;
}

interface Due {
  id: string;
  email: string;
  language: ServerLanguage | null;
  count: number;
}

/** The digest mail: plain text and HTML with the same paragraphs, the two links as links. */
export function digestMail(to: string, language: ServerLanguage, count: number, link: string, unsubscribe: string): Mail {
  const texts = savedSearchDigestTexts[language];
  const paragraphs = [...texts.paragraphs, texts.unsubscribe, '{unsubscribe}'];
  const fill = (paragraph: string) => fillTemplate(paragraph, { count: String(count), link, unsubscribe });
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = paragraphs
    .map((paragraph) =>
      paragraph === '{link}' || paragraph === '{unsubscribe}'
        ? `<p dir="ltr"><a href="${escapeHtml(fill(paragraph))}">${escapeHtml(fill(paragraph))}</a></p>`
        : `<p>${escapeHtml(fill(paragraph))}</p>`,
    )
    .join('\n');
  return {
    to,
    subject: texts.subject,
    text: `${paragraphs.map(fill).join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>
<body dir="${dir}" style="font-family: Tahoma, Arial, sans-serif; line-height: 1.6">
${html}
</body>
</html>
`,
  };
}

/**
 * One e-mail a day per daily saved search that matched new listings since its last digest, in the
 * member's language, unless they turned saved-search e-mails off. One transaction a search, its
 * row locked and skipped by other workers; the mark and the mail commit together (a mail that
 * fails rolls the mark back, so it is tried on the next run). Answers how many were sent.
 */
export async function sendDigests({ db, mailer, publicUrl, unsubscribeSecret }: DigestOptions, batch = DIGEST_BATCH): Promise<number> {
  let sent = 0;
  for (let i = 0; i < batch; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [due] = await rowsOf<Due>(
        tx,
        sql`select s.id, u.email, u.language,
            (select count(*)::int from saved_search_matches sm where sm.saved_search_id = s.id and sm.created_at > coalesce(s.digest_at, s.created_at)) as count
          from saved_searches s
          join users u on u.id = s.user_id and u.deleted_at is null and not u.blocked
          where s.alert = 'daily'
            and (s.digest_at is null or s.digest_at <= now() - interval '1 day')
            and exists (select 1 from saved_search_matches sm where sm.saved_search_id = s.id and sm.created_at > coalesce(s.digest_at, s.created_at))
            and not exists (select 1 from member_notification_settings ns where ns.user_id = s.user_id and 'saved_search:email' = any(ns.muted))
          order by s.digest_at nulls first
          limit 1
          for update of s skip locked`,
      );
      if (!due) return false;
      await tx.execute(sql`update saved_searches set digest_at = now() where id = ${due.id}`);
      const language = mailLanguageOf(due.language);
      const link = `${publicUrl}/#/app/saved-searches/${due.id}`;
      const unsubscribe = `${publicUrl}/#/app/unsubscribe/${encodeURIComponent(unsubscribeToken(unsubscribeSecret, due.id))}`;
      await mailer.send(digestMail(due.email, language, due.count, link, unsubscribe));
      return true;
    });
    if (!done) break;
    sent += 1;
  }
  return sent;
}
