import { eq, type SQL } from 'drizzle-orm';
import type { ContactFormListQuery } from '@souq/contract/support';
import type { Tx } from '../../db/client';
import { contactForms } from '../../db/schema/support';
import { users } from '../../db/schema/users';

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

export function toContactForm({ userId, userName, userEmail, ...row }: FormRow) {
  return { ...row, user_id: { _id: userId, name: userName, email: userEmail } };
}

/** Contact forms with the member who sent them, shaped by toContactForm. */
export function selectForms(db: Tx) {
  return db.select(formColumns).from(contactForms).innerJoin(users, eq(users.id, contactForms.userId));
}

/**
 * The contact forms list's filter on its table alone (pending or completed, or every form): the
 * list, its bulk actions on "all matching" and its export read the same rows.
 */
export function contactFormListWhere(input: Partial<Pick<ContactFormListQuery, 'action'>>): SQL | undefined {
  return input.action ? eq(contactForms.action, input.action) : undefined;
}
