import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZCreateTicketRequest } from '@souq/contract/support';
import { ApiError } from '@/lib/api-client';
import { issuesByField, serverFieldErrors } from './form-errors';

const FIELDS = ['title', 'description'] as const;

describe("a form's messages per field", () => {
  it("takes the contract's first message for each field the form has", () => {
    const checked = ZCreateTicketRequest.safeParse({ title: '   ', description: '' });
    expect(checked.success).toBe(false);
    expect(issuesByField(checked.error!.issues, FIELDS)).toEqual({
      title: messages.support.titleRequired,
      description: messages.support.descriptionRequired,
    });
  });

  it('leaves out fields the form does not show', () => {
    expect(issuesByField([{ path: ['ticket_id'], message: 'x' }, { path: [], message: 'y' }], FIELDS)).toEqual({});
  });

  it("reads the server's field messages of a 400, and nothing from other failures", () => {
    const refused = new ApiError(400, 'Invalid', { title: messages.support.titleTooLong, other: 'x' });
    expect(serverFieldErrors(refused, FIELDS)).toEqual({ title: messages.support.titleTooLong });
    expect(serverFieldErrors(new Error('offline'), FIELDS)).toEqual({});
  });
});
