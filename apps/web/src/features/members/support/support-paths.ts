import { memberPaths } from '@/lib/members/paths';

/** The inbox and support screens' hash routes, under the members' app. */
export const supportPaths = {
  inbox: memberPaths.notifications,
  support: memberPaths.support,
  newTicket: `${memberPaths.support}/new`,
  contact: `${memberPaths.support}/contact`,
  ticket: (id: string) => `${memberPaths.support}/tickets/${id}`,
} as const;
