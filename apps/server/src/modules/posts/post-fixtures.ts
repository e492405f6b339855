import type { Db } from '../../db/client';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';

let counter = 0;

/** A member inserted directly, as the mobile apps would have created them. */
export async function insertMember(db: Db, name: string, extra: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({ name, email: `member-${counter}-${Date.now()}@example.test`, photo: `/uploads/posts/${counter}.png`, ...extra })
    .returning();
  return row!;
}

/** A post inserted directly; `minutesAgo` orders fixtures without sleeping. */
export async function insertPost(db: Db, userId: string, minutesAgo: number, extra: Partial<typeof posts.$inferInsert> = {}) {
  const [row] = await db
    .insert(posts)
    .values({
      userId,
      title: `Post ${minutesAgo}`,
      description: `Description ${minutesAgo}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000),
      ...extra,
    })
    .returning();
  return row!;
}
