import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_PX } from '@souq/contract/constants';
import { renderWithMantine } from '@/test/render';
import { Thumbnail } from './thumbnail';

describe('Thumbnail', () => {
  it('is 100x100 and shows the picture while it loads', () => {
    renderWithMantine(<Thumbnail src="/uploads/categories/a.png" alt="Cars" />);
    const image = screen.getByRole('img', { name: 'Cars' });
    expect(image.getAttribute('srcset')).toContain('/uploads/categories/a.png.w160.webp 160w');
    expect(image).toHaveAttribute('sizes', `auto, ${THUMBNAIL_PX}px`);
    expect(image).toHaveAttribute('width', String(THUMBNAIL_PX));
    expect(image).not.toHaveAttribute('data-broken');
    // A list's thumbnail is not a link: the row opens the record.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the photo as uploaded where staff judge it', () => {
    renderWithMantine(<Thumbnail src="/uploads/posts/a.jpg" alt="Beach" linkOriginal />);
    const link = screen.getByRole('link', { name: 'Original: Beach' });
    expect(link).toHaveAttribute('href', '/uploads/posts/a.jpg');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/uploads/posts/a.jpg.w640.webp');
  });

  it('falls back to the placeholder when the picture is missing or broken', () => {
    const { unmount } = renderWithMantine(<Thumbnail src="" alt="Nothing" />);
    expect(screen.getByRole('img', { name: 'Nothing' })).toHaveAttribute('data-broken', 'true');
    unmount();
    renderWithMantine(<Thumbnail src="/uploads/gone.png" alt="Gone" />);
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    const image = screen.getByRole('img', { name: 'Gone' });
    expect(image).toHaveAttribute('data-broken', 'true');
    expect(image.getAttribute('src')).not.toBe('/uploads/gone.png');
  });

  it('shows the placeholder instead of an address that is not a web address', () => {
    renderWithMantine(<Thumbnail src="javascript:window.__xss=1" alt="Hostile" />);
    const image = screen.getByRole('img', { name: 'Hostile' });
    expect(image).toHaveAttribute('data-broken', 'true');
    expect(image.getAttribute('src')).not.toContain('javascript:');
  });
});
