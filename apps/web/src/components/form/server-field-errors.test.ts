import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { messages } from '@souq/contract/messages';
import { ApiError } from '@/lib/api-client';
import { showServerErrorOn, showServerFieldErrors } from './server-field-errors';

interface TicketValues {
  title: string;
  description: string;
  media?: undefined;
}
const FIELDS = ['title', 'description'] as const;

describe("a server refusal's field messages on a form", () => {
  it("puts the server's field messages of a 400 on the form's fields, focusing the first", () => {
    const setError = vi.fn<UseFormSetError<TicketValues>>();
    const refused = new ApiError(400, 'Invalid', {
      title: messages.support.titleTooLong,
      description: messages.support.descriptionRequired,
    });
    expect(showServerFieldErrors<TicketValues>(refused, setError, FIELDS)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: messages.support.titleTooLong }, { shouldFocus: true }],
      ['description', { type: 'server', message: messages.support.descriptionRequired }, { shouldFocus: false }],
    ]);
  });

  it('leaves out fields the form does not show, and reads nothing from other failures', () => {
    const setError = vi.fn<UseFormSetError<TicketValues>>();
    expect(showServerFieldErrors<TicketValues>(new ApiError(400, 'Invalid', { ticket_id: 'x', other: 'y' }), setError, FIELDS)).toBe(false);
    expect(showServerFieldErrors<TicketValues>(new ApiError(429, 'Too many requests'), setError, FIELDS)).toBe(false);
    expect(showServerFieldErrors<TicketValues>(new Error('offline'), setError, FIELDS)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts a nested path on the field it starts with, once', () => {
    const setError = vi.fn<UseFormSetError<TicketValues>>();
    const refused = new ApiError(400, 'Invalid', { 'media.0.url': 'first', 'media.1.url': 'second' });
    expect(showServerFieldErrors<TicketValues>(refused, setError, ['title', 'media'])).toBe(true);
    expect(setError.mock.calls).toEqual([['media', { type: 'server', message: 'first' }, { shouldFocus: true }]]);
  });

  it("shows a one-field form's refusal on its field: the field's message, else the refusal's own text", () => {
    const setError = vi.fn<UseFormSetError<{ reason: string }>>();
    showServerErrorOn<{ reason: string }>(new ApiError(400, 'Invalid', { reason: messages.members.common.reasonTooLong }), setError, 'reason');
    showServerErrorOn<{ reason: string }>(new ApiError(429, 'Too many requests, please try again later'), setError, 'reason');
    expect(setError.mock.calls).toEqual([
      ['reason', { type: 'server', message: messages.members.common.reasonTooLong }, { shouldFocus: true }],
      ['reason', { type: 'server', message: 'Too many requests, please try again later' }, { shouldFocus: true }],
    ]);
  });
});
