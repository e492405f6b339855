import { fillTemplate } from '@souq/contract/fill-template';
import { languageFromHeader, type MailText, type ServerLanguage } from '@souq/contract/server-language';
import type { Mail } from './mailer';
import { escapeHtml } from './page-text';

/**
 * Which language a mail to this account goes out in: the one recorded when they joined, else the
 * language the request that sends it asked for (`Accept-Language`), else English.
 */
export function mailLanguageOf(recorded: ServerLanguage | null | undefined, acceptLanguage?: string): ServerLanguage {
  return recorded ?? languageFromHeader(acceptLanguage) ?? 'en';
}

/**
 * One of our mails in `language`: a plain-text body and an HTML one with the same paragraphs,
 * `lang` and `dir` set so an Arabic mail reads right to left in every client; the link stays left
 * to right inside it. Only our own words, the link and values we make (a date) go in (see mail-texts in the contract).
 */
export function localizedMail(to: string, text: MailText, language: ServerLanguage, link: string, values: Readonly<Record<string, string>> = {}): Mail {
  const paragraphs = text.paragraphs.map((paragraph) => fillTemplate(paragraph, { ...values, link }));
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const body = text.paragraphs
    .map((paragraph, i) =>
      paragraph === '{link}' ? `<p dir="ltr"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(paragraphs[i] ?? '')}</p>`,
    )
    .join('\n');
  return {
    to,
    subject: text.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>
<body dir="${dir}" style="font-family: Tahoma, Arial, sans-serif; line-height: 1.6">
${body}
</body>
</html>
`,
  };
}
