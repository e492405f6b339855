import { fillTemplate } from '@souq/contract/fill-template';
import type { PublicPost } from '@souq/contract/public-posts';
import { previewTexts, type ServerLanguage } from '@souq/contract/server-language';
import { absoluteUrl, escapeHtml, oneLine } from '../../lib/page-text';

/**
 * The page chat apps read when a post link is shared: they never see the part after '#', so the
 * server answers /post/:id with Open Graph and Twitter card tags, and sends people on to the
 * single-page app with a meta refresh (the CSP allows no inline script). Our own words are in the
 * reader's language (`Accept-Language`); the post's text is the author's, marked `dir="auto"`.
 */
export function renderPostPreview(publicUrl: string, postId: string, post: PublicPost | undefined, language: ServerLanguage = 'en'): string {
  const words = previewTexts[language];
  const appUrl = `${publicUrl}/#/post/${encodeURIComponent(postId)}`;
  const title = post ? oneLine(post.title || fillTemplate(words.postBy, { name: post.user_id.name }), 120) : words.siteName;
  const description = post ? oneLine(post.description, 300) : words.tagline;
  const image = post?.media.find((m) => m.type === 'image');
  const imageUrl = image ? absoluteUrl(publicUrl, image.url) : '';
  const tags = [
    ['og:type', 'article'],
    ['og:site_name', words.siteName],
    ['og:locale', language === 'ar' ? 'ar_KW' : 'en_US'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', appUrl],
    ...(imageUrl ? [['og:image', imageUrl]] : []),
  ];
  const twitter = [
    ['twitter:card', imageUrl ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(imageUrl ? [['twitter:image', imageUrl]] : []),
  ];
  const meta = [
    ...tags.map(([p, c]) => `<meta property="${escapeHtml(p!)}" content="${escapeHtml(c!)}">`),
    ...twitter.map(([n, c]) => `<meta name="${escapeHtml(n!)}" content="${escapeHtml(c!)}">`),
  ].join('\n    ');
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="utf-8">
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}">
    ${meta}
    <meta http-equiv="refresh" content="0;url=${escapeHtml(appUrl)}">
  </head>
  <body>
    <p><a href="${escapeHtml(appUrl)}" dir="auto">${escapeHtml(title)}</a></p>
  </body>
</html>
`;
}
