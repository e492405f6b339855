import { desc, eq, type SQL } from 'drizzle-orm';
import type { AddContactFormRequest, ContactFormListQuery, UpdateContactFormRequest } from '@souq/contract/support';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { contactForms } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { totalIf } from '../../lib/list-total';
import { readPage } from '../../lib/paging';

const formColumns = {
  _id: contactForms.id,
  message: contactForms.message,
  createdAt: contactForms.createdAt,
  action: contactForms.action,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
};

type FormRow = { [K in keyof typeof formColumns]: (typeof formColumns)[K]['_']['data'] };

function toContactForm({ userId, userName, userEmail, ...row }: FormRow) {
  return { ...row, user_id: { _id: userId, name: userName, email: userEmail } };
}

function selectForms(db: Db) {
  return db.select(formColumns).from(contactForms).innerJoin(users, eq(users.id, contactForms.userId));
}

/**
 * The contact forms list's filter on its table alone (pending or completed, or every form): the
 * list, its bulk actions on "all matching" and its export read the same rows.
 */
export function contactFormListWhere(input: Partial<Pick<ContactFormListQuery, 'action'>>): SQL | undefined {
  return input.action ? eq(contactForms.action, input.action) : undefined;
}

export async function listContactForms(db: Db, input: ContactFormListQuery) {
  const where = contactFormListWhere(input);
  const [{ rows, isNext }, total] = await Promise.all([
    readPage(selectForms(db).where(where).orderBy(desc(contactForms.createdAt), desc(contactForms.id)).$dynamic(), input),
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
    await recordAudit(tx, {
      actorId,
      action: 'contact-form.update',
      recordType: 'contact_form',
      recordId: before._id,
      before: { action: before.action },
      after: { action: input.action },
    });
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
