import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { messages } from '@souq/contract/messages';
import { ZAddTicketMessageRequest, ZCreateTicketRequest } from '@souq/contract/support';
import { requestResolver } from './request-resolver';

const options: ResolverOptions<{ title: string; description: string }> = { fields: {}, shouldUseNativeValidation: false };

describe("a form checked with the contract's schema", () => {
  it("takes the contract's first message for each field", async () => {
    const resolver = requestResolver((values: { title: string; description: string }) => ZCreateTicketRequest.safeParse(values));
    const result = await resolver({ title: '   ', description: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]))).toEqual({
      title: messages.support.titleRequired,
      description: messages.support.descriptionRequired,
    });
  });

  it('builds the request with what lives beside the values, and submits the parsed request', async () => {
    const resolver = requestResolver((values: { message: string }, context: { ticketId: string } | undefined) =>
      ZAddTicketMessageRequest.safeParse({ ticket_id: context?.ticketId, message: values.message }),
    );
    const valid = await resolver({ message: '  Thank you  ' }, { ticketId: 'a-ticket' }, { fields: {}, shouldUseNativeValidation: false });
    expect(valid).toEqual({ values: { ticket_id: 'a-ticket', message: 'Thank you' }, errors: {} });
    const refused = await resolver({ message: '' }, { ticketId: '' }, { fields: {}, shouldUseNativeValidation: false });
    // The id's issue has a field of its own in the request, not one the form shows: it is kept under its name.
    expect(Object.keys(refused.errors).sort()).toEqual(['message', 'ticket_id']);
    expect(refused.errors.message?.message).toBe(messages.support.messageRequired);
  });
});
