import type { PublicPost } from '@souq/contract/public-posts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function absolute(publicUrl: string, url: string): string {
  try {
    const parsed = new URL(url, `${publicUrl}/`);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '';
  } catch {
    return '';
  }
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The page chat apps read when a post link is shared: they never see the part after '#', so the
 * server answers /post/:id with Open Graph and Twitter card tags, and sends people on to the
 * single-page app with a meta refresh (the CSP allows no inline script).
 */
export function renderPostPreview(publicUrl: string, postId: string, post: PublicPost | undefined): string {
  const appUrl = `${publicUrl}/#/post/${encodeURIComponent(postId)}`;
  const title = post ? truncate(post.title || `${post.user_id.name} on Souq`, 120) : 'Souq';
  const description = post ? truncate(post.description, 300) : 'Post. Connect. Buy. Sell!';
  const image = post?.media.find((m) => m.type === 'image');
  const imageUrl = image ? absolute(publicUrl, image.url) : '';
  const tags = [
    ['og:type', 'article'],
    ['og:site_name', 'Souq'],
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
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}">
    ${meta}
    <meta http-equiv="refresh" content="0;url=${escapeHtml(appUrl)}">
  </head>
  <body>
    <p><a href="${escapeHtml(appUrl)}">${escapeHtml(title)}</a></p>
  </body>
</html>
`;
}
