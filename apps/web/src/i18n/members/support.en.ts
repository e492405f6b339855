/**
 * The members' support screens in English: tickets with the Souq team's replies, and the
 * contact form. support.ar.ts must have every key
 * (plurals with Arabic's six forms).
 */
export const supportEn = {
  support: {
    title: 'Support',
    intro: 'Need help? Raise a ticket and follow the Souq team’s replies here, or send them a message.',
    newTicket: 'Raise a ticket',
    contact: 'Contact us',
    ticketsTitle: 'Your tickets',
    emptyTitle: 'No tickets yet',
    emptyText: 'When you raise a ticket, the Souq team’s replies appear with it here.',
    loadMore: 'Show more tickets',
    end: 'That is all your tickets',
    ticketNo: 'Ticket {{number}}',
    raisedOn: 'Raised on {{date}}',
    assigned: 'Handled by {{name}}',
    status: {
      open: 'Open',
      closed: 'Closed',
    },
    back: 'Back to support',
  },
  newTicket: {
    title: 'Raise a ticket',
    text: 'Tell the Souq team what happened. They answer on this ticket, and you can write back.',
    subject: 'Title',
    subjectHint: 'A few words, for example “My listing was removed”.',
    description: 'What happened?',
    descriptionHint: 'The more you tell, the faster the team can help.',
    submit: 'Raise the ticket',
    raised: 'Your ticket was raised. The Souq team will reply here.',
  },
  ticket: {
    thread: 'Messages on this ticket',
    opening: 'Your request',
    you: 'You',
    staff: 'Souq team',
    staffNamed: 'Souq team · {{name}}',
    at: '{{date}}',
    closedNote: 'This ticket is closed. Writing a message opens it again.',
    noReplies: 'No reply yet. The Souq team will answer here.',
    loadMore: 'Show later messages',
    reply: 'Your message',
    replyHint: 'Write to the Souq team about this ticket.',
    send: 'Send',
    sent: 'Your message was added to the ticket.',
    replyArrived: 'New reply from the Souq team.',
    closedLive: 'The Souq team closed this ticket.',
    reopenedLive: 'The Souq team opened this ticket again.',
    messages_one: '{{count, number}} message',
    messages_other: '{{count, number}} messages',
  },
  contact: {
    title: 'Contact us',
    text: 'Write to the Souq team about anything: a question, an idea, a problem. They read every message.',
    message: 'Your message',
    submit: 'Send the message',
    sent: 'Thank you. Your message reached the Souq team.',
    another: 'Write another message',
  },
} as const;

export type SupportCatalog = typeof supportEn;
