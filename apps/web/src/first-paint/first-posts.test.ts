import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberPost } from '@souq/contract/members-posts';
import { memberPost } from '@/test/member-post';
import { PAINTED_POSTS, paintPosts, postsToPaint } from './first-posts';

/** The feed's first page as the server sends it (dates as text). */
const feed = (...posts: MemberPost[]): unknown => JSON.parse(JSON.stringify({ posts, nextCursor: null }));

/** index.html's skeleton column: a search box and two grey cards. */
function skeletonColumn(): HTMLElement {
  document.body.innerHTML = `<div id="first-screen"><div class="fs-shell"><div class="fs-main">
    <div class="fs-search"></div><div class="fs-card"></div><div class="fs-card"></div></div></div></div>`;
  return document.querySelector<HTMLElement>('.fs-main')!;
}

let main: HTMLElement;
beforeEach(() => {
  main = skeletonColumn();
});

describe("Home's first posts, painted before the app's code", () => {
  it('draws the first posts in place of the grey cards: author, time, title and text, each in its own direction', () => {
    const posts = postsToPaint(feed(memberPost('p1', { title: 'تمر خلاص', description: 'طازج اليوم' }), memberPost('p2', { title: 'Sunset' })));
    expect(paintPosts(posts, main, 'ar')).toBe(true);
    expect(main.querySelectorAll('.fs-card')).toHaveLength(0);
    expect(main.querySelector('.fs-search')).not.toBeNull();
    const cards = [...main.querySelectorAll('.fs-post')];
    expect(cards.map((card) => card.querySelector('.fs-post-title')?.textContent)).toEqual(['تمر خلاص', 'Sunset']);
    const first = cards[0]!;
    expect(first.querySelector('.fs-post-name')?.textContent).toBe('Salem');
    expect(first.querySelector('.fs-post-text')?.textContent).toBe('طازج اليوم');
    for (const written of first.querySelectorAll('.fs-post-name, .fs-post-title, .fs-post-text')) expect(written.getAttribute('dir')).toBe('auto');
    // The time as the app's card writes it, in Arabic-Indic digits.
    expect(first.querySelector('.fs-post-time')?.textContent).toMatch(/[٠-٩]/);
    // No photo: the author's initial.
    expect(first.querySelector('.fs-avatar')?.textContent).toBe('S');
  });

  it("puts a member's text in as text, never as markup, and sets each @mention apart", () => {
    const description = 'Ask @mona_1 <img src=x onerror="alert(1)"> <b>now</b>';
    paintPosts(postsToPaint(feed(memberPost('p1', { title: '<script>alert(1)</script>', description }))), main, 'en');
    expect(main.querySelector('script, img, b')).toBeNull();
    expect(main.querySelector('.fs-post-title')?.textContent).toBe('<script>alert(1)</script>');
    expect(main.querySelector('.fs-post-text')?.textContent).toBe(description);
    expect([...main.querySelectorAll('.fs-post-text bdi')].map((mention) => mention.textContent)).toEqual(['@mona_1']);
  });

  it('asks for the sized copies of stored photos, the first post at once and the posts below as they near the screen', () => {
    const photo = (url: string) => ({ url, type: 'image' as const });
    const posts = feed(
      memberPost('p1', { media: [photo('/uploads/posts/a.jpg')], user_id: { _id: 'u1', name: 'Salem', photo: '/uploads/avatars/s.png' } }),
      memberPost('p2', { media: [photo('/uploads/posts/b.jpg'), { url: '/uploads/posts/c.mp4', type: 'video' }] }),
    );
    paintPosts(postsToPaint(posts), main, 'en');
    const [first, second] = [...main.querySelectorAll('.fs-post')];
    const photoOfFirst = first!.querySelector<HTMLImageElement>('.fs-post-media img')!;
    expect(photoOfFirst.getAttribute('src')).toBe('/uploads/posts/a.jpg.w640.webp');
    expect(photoOfFirst.getAttribute('srcset')).toBe(
      '/uploads/posts/a.jpg.w160.webp 160w, /uploads/posts/a.jpg.w320.webp 320w, /uploads/posts/a.jpg.w640.webp 640w, /uploads/posts/a.jpg.w1280.webp 1280w',
    );
    expect(photoOfFirst.getAttribute('sizes')).toBe('(max-width: 43em) 100vw, 680px');
    expect(photoOfFirst.getAttribute('fetchpriority')).toBe('high');
    expect(first!.querySelector('img.fs-avatar')?.getAttribute('src')).toBe('/uploads/avatars/s.png.w640.webp');
    // Two items a row: the photo and a dark box for the video.
    expect(second!.querySelector('.fs-post-media')?.classList.contains('fs-post-grid')).toBe(true);
    const photoOfSecond = second!.querySelector<HTMLImageElement>('.fs-post-media img')!;
    expect(photoOfSecond.getAttribute('loading')).toBe('lazy');
    // As the app's lazy photos: sized by their laid-out width where the browser can.
    expect(photoOfSecond.getAttribute('sizes')).toBe('auto, (max-width: 43em) 50vw, 340px');
    expect(second!.querySelectorAll('.fs-post-blank')).toHaveLength(1);
  });

  it('paints no photo from another site or of another kind, only a box where it goes', () => {
    const posts = feed(
      memberPost('p1', {
        media: [
          { url: 'javascript:alert(1)', type: 'image' },
          { url: 'https://elsewhere.example/a.jpg', type: 'image' },
        ],
        user_id: { _id: 'u1', name: 'Salem', photo: 'https://elsewhere.example/face.png' },
      }),
    );
    paintPosts(postsToPaint(posts), main, 'en');
    expect(main.querySelector('img')).toBeNull();
    expect(main.querySelectorAll('.fs-post-blank')).toHaveLength(2);
  });

  it(`paints the first ${PAINTED_POSTS} posts at most, and stops at the first it cannot read`, () => {
    const many = feed(...['a', 'b', 'c', 'd', 'e'].map((id) => memberPost(id)));
    expect(postsToPaint(many).map((post) => post.title)).toEqual(['Post a', 'Post b', 'Post c']);
    const broken = { posts: [{ ...(feed(memberPost('a')) as { posts: object[] }).posts[0] }, { title: 'no author' }, memberPost('c')] };
    expect(postsToPaint(broken).map((post) => post.title)).toEqual(['Post a']);
  });

  it('paints nothing, and keeps the grey cards, for an empty feed or an answer it cannot read', () => {
    for (const answer of [feed(), null, 'text', { posts: 'none' }, { error: 'Not authorized, login again' }]) {
      expect(paintPosts(postsToPaint(answer), main, 'en')).toBe(false);
      expect(main.querySelectorAll('.fs-card')).toHaveLength(2);
    }
  });
});
