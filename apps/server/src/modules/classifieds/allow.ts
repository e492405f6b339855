import { eq } from 'drizzle-orm';
import type { AllowClassifiedRequest, ClassifiedDetail } from '@souq/contract/classifieds';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { getClassified } from './detail';

/** Allows (shows) or disallows (hides) a post; answers the updated post for the console's local copy. */
export async function allowClassified(db: Db, actorId: string, input: AllowClassifiedRequest): Promise<ClassifiedDetail> {
  if (!isUuid(input.classified_id)) throw notFound(messages.classified.notFound);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: classifiedPosts.id, active: classifiedPosts.active })
      .from(classifiedPosts)
      .where(eq(classifiedPosts.id, input.classified_id))
      .for('update');
    if (!before) throw notFound(messages.classified.notFound);
    await tx.update(classifiedPosts).set({ active: input.active, updatedAt: new Date() }).where(eq(classifiedPosts.id, before.id));
    await recordAudit(tx, {
      actorId,
      action: input.active ? 'classified.allow' : 'classified.disallow',
      recordType: 'classified',
      recordId: before.id,
      before: { active: before.active },
      after: { active: input.active },
    });
    return getClassified(tx, before.id);
  });
}
