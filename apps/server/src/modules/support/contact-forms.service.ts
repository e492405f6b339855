import { eq } from 'drizzle-orm';
import type { AddContactFormRequest, ContactFormListQuery, UpdateContactFormRequest } from '@souq/contract/support';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { contactForms } from '../../db/schema/support';
import { recordChange } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { totalIf } from '../../lib/list-total';
import { readPage } from '../../lib/paging';
import { newestFirst } from '../../lib/sorted-page';
import { contactFormListWhere, selectForms, toContactForm } from './contact-forms.queries';

export async function listContactForms(db: Db, input: ContactFormListQuery) {
  const where = contactFormListWhere(input);
  const [{ rows, isNext }, total] = await Promise.all([
    readPage(
      selectForms(db)
        .where(where)
        .orderBy(...newestFirst(contactForms))
        .$dynamic(),
      input,
    ),
    totalIf(input.withTotal, db, contactForms, where),
  ]);
  return { contactforms: rows.map(toContactForm), isNext, ...total };
}

async function findContactForm(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await selectForms(db).where(eq(contactForms.id, id)).limit(1);
  return row && toContactForm(row);
}

export async function updateContactForm(db: Db, actorId: string, input: UpdateContactFormRequest) {
  const before = await findContactForm(db, input.contactform_id);
  if (!before) throw notFound(messages.support.contactFormNotFound);
  if (before.action === input.action) return before;
  await db.transaction(async (tx) => {
    await tx.update(contactForms).set({ action: input.action }).where(eq(contactForms.id, before._id));
    const entry = { actorId, action: 'contact-form.update', recordType: 'contact_form', recordId: before._id };
    await recordChange(tx, entry, { action: [before.action, input.action] });
  });
  return { ...before, action: input.action };
}

/** The apps' contact form: stored as pending for staff to work through. */
export async function addContactForm(db: Db, userId: string, input: AddContactFormRequest) {
  const [row] = await db.insert(contactForms).values({ userId, message: input.message }).returning({ id: contactForms.id });
  const form = await findContactForm(db, row!.id);
  if (!form) throw notFound(messages.support.contactFormNotFound);
  return form;
}
