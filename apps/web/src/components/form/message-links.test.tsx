import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@souq/contract/fill-template';
import { listingPath } from '@souq/contract/listing-link';
import { messages } from '@souq/contract/messages';
import { withListingLinks } from './message-links';

const id = '1a954969-f2aa-4959-b255-dad5bc0e5683';

describe('a message that names a listing', () => {
  it('links the title to the listing and drops the bracketed address', () => {
    const text = fillTemplate(messages.trust.ownDuplicate, { title: 'Gulf Road flat', link: listingPath(id, 'Gulf Road flat') });
    const { container } = render(<p>{withListingLinks(text)}</p>);
    const link = screen.getByRole('link', { name: '“Gulf Road flat”' });
    expect(link.getAttribute('href')).toBe(`/l/${id}/gulf-road-flat`);
    expect(link.getAttribute('dir')).toBe('auto');
    expect(container.textContent).toBe('You already have this listing on sale: “Gulf Road flat”. Edit or renew it instead of listing it again');
  });

  it('does the same in Arabic quotes, with an Arabic title', () => {
    const title = 'شقة للإيجار في السالمية';
    const text = `لديك هذا الإعلان معروضًا بالفعل: «${title}» (${listingPath(id, title)}). عدّله أو جدّده`;
    const { container } = render(<p>{withListingLinks(text)}</p>);
    expect(screen.getByRole('link', { name: `«${title}»` }).getAttribute('href')).toBe(listingPath(id, title));
    expect(container.textContent).toBe(`لديك هذا الإعلان معروضًا بالفعل: «${title}». عدّله أو جدّده`);
  });

  it('leaves any other message as it is', () => {
    expect(withListingLinks('Title is required')).toBe('Title is required');
    expect(withListingLinks('See (/rm-admin/users) and “this” (https://example.com)')).toBe('See (/rm-admin/users) and “this” (https://example.com)');
  });
});
