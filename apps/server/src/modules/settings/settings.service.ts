import { asc, eq } from 'drizzle-orm';
import type { EditAppSettingsRequest } from '@souq/contract/settings';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/content';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

const SETTINGS_NOT_FOUND = 'Settings not found';

function toSettings(row: typeof appSettings.$inferSelect) {
  const { id, updatedAt: _updatedAt, ...fields } = row;
  return { _id: id, ...fields };
}

/** The one settings row (reference data creates it at start). */
export async function getAppSettings(db: Db) {
  const [row] = await db.select().from(appSettings).orderBy(asc(appSettings.id)).limit(1);
  if (!row) throw notFound(SETTINGS_NOT_FOUND);
  return toSettings(row);
}

/** The landing page's contact line and store links; empty contact details before settings exist. */
export async function getPublicInfo(db: Db, stores: { android: string; ios: string }) {
  const [row] = await db.select().from(appSettings).orderBy(asc(appSettings.id)).limit(1);
  return { email: row?.email ?? '', site: row?.site ?? '', androidStoreUrl: stores.android, iosStoreUrl: stores.ios };
}

export async function editAppSettings(db: Db, actorId: string, input: EditAppSettingsRequest) {
  const { settingID, ...fields } = input;
  if (!isUuid(settingID)) throw notFound(SETTINGS_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(appSettings).where(eq(appSettings.id, settingID)).for('update');
    if (!before) throw notFound(SETTINGS_NOT_FOUND);
    const [after] = await tx
      .update(appSettings)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(appSettings.id, settingID))
      .returning();
    if (!after) throw notFound(SETTINGS_NOT_FOUND);
    await recordAudit(tx, {
      actorId,
      action: 'settings.edit',
      recordType: 'app_settings',
      recordId: settingID,
      before: toSettings(before),
      after: toSettings(after),
    });
    return toSettings(after);
  });
}
