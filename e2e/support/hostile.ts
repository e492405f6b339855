import path from 'node:path';

/**
 * Text an attacker would type into a name, title or message. Rendered as markup, each one sets
 * window.__xss; shown as text (as it must be), nothing happens.
 */
export const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  link: 'javascript:window.__xss=1',
} as const;

/** A hostile value with a searchable word first, Arabic (right-to-left) text and every payload. */
export function hostileText(word: string): string {
  return `${word} ${XSS.img} ${XSS.script} ${XSS.svg} سوق الكويت «عرض»`;
}

/** The member's post and its comment, planted before the server starts (the apps' routes that create them are not part of this server). */
export const HOSTILE_POST = {
  title: hostileText('Hostilepost'),
  description: `${hostileText('Hostiledescription')} ${'طويل جدا '.repeat(300).trim()}`,
  comment: hostileText('Hostilecomment'),
};

/**
 * Writes the hostile post, with a `javascript:` image and a hostile comment, straight into the
 * embedded database while no server holds it. Dated long ago so it sorts last in the lists
 * other browser tests read from the top.
 */
export async function plantHostilePost(dataDir: string, memberEmail: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions } = await import('../../apps/server/src/db/pglite-extensions');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: pgliteExtensions });
  try {
    const users = await db.query<{ id: string }>('select id from users where email = $1', [memberEmail]);
    const userId = users.rows[0]?.id;
    if (!userId) throw new Error(`no user ${memberEmail} to own the hostile post`);
    const inserted = await db.query<{ id: string }>(
      `insert into posts (user_id, title, description, type, media, total_comments, created_at, updated_at)
       values ($1, $2, $3, 'post', $4::jsonb, 1, '2001-01-01T00:00:00Z', '2001-01-01T00:00:00Z') returning id`,
      [userId, HOSTILE_POST.title, HOSTILE_POST.description, JSON.stringify([{ url: XSS.link, type: 'image' }])],
    );
    await db.query(`insert into comments (post_id, user_id, comments, created_at) values ($1, $2, $3, '2001-01-01T00:00:00Z')`, [
      inserted.rows[0]!.id,
      userId,
      HOSTILE_POST.comment,
    ]);
  } finally {
    await db.close();
  }
}
