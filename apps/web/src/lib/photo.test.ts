import { describe, expect, it } from 'vitest';
import { avatarImageProps, photoProps } from './photo';

const photo = '/uploads/posts/2026/11/0f4a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b.jpg';

describe('photoProps', () => {
  it('offers the 160, 320, 640 and 1280 px WebP copies of a stored photo, with the slot’s sizes', () => {
    expect(photoProps(photo, { sizes: '(max-width: 36em) 100vw, 332px' })).toEqual({
      src: `${photo}.w640.webp`,
      srcSet: `${photo}.w160.webp 160w, ${photo}.w320.webp 320w, ${photo}.w640.webp 640w, ${photo}.w1280.webp 1280w`,
      sizes: '(max-width: 36em) 100vw, 332px',
      decoding: 'auto',
    });
  });

  it('lets a lazily loaded photo be sized by its laid-out width, decoded off the main thread', () => {
    const props = photoProps(photo, { sizes: '240px', lazy: true });
    expect(props).toMatchObject({ sizes: 'auto, 240px', loading: 'lazy', decoding: 'async' });
  });

  it('keeps the address of what has no copies: a GIF, a photo in a bucket, a picked file, a thumbnail', () => {
    for (const address of [
      '/uploads/posts/2026/11/a.gif',
      'https://bucket.example.com/posts/2026/11/a.jpg',
      'blob:http://127.0.0.1:8080/8d7f',
      `${photo}.thumb.webp`,
      `${photo}.w640.webp`,
    ]) {
      const props = photoProps(address, { sizes: '100px' });
      expect(props?.src, address).toBe(address);
      expect(props?.srcSet, address).toBeUndefined();
      expect(props?.sizes, address).toBeUndefined();
    }
  });

  it('answers nothing for an unsafe or missing address', () => {
    expect(photoProps('javascript:alert(1)', { sizes: '100px' })).toBeUndefined();
    expect(photoProps(null, { sizes: '100px' })).toBeUndefined();
    expect(photoProps('/uploads/../api/v1/me.jpg', { sizes: '100px' })?.srcSet).toBeUndefined();
  });

  it('gives an avatar its copies at its own width', () => {
    expect(avatarImageProps(photo, 40)).toEqual({
      src: `${photo}.w640.webp`,
      imageProps: {
        srcSet: `${photo}.w160.webp 160w, ${photo}.w320.webp 320w, ${photo}.w640.webp 640w, ${photo}.w1280.webp 1280w`,
        sizes: 'auto, 40px',
        loading: 'lazy',
        decoding: 'async',
      },
    });
    expect(avatarImageProps(undefined, 40)).toEqual({ src: undefined });
  });
});
