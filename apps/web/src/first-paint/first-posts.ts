import { hasPhotoVariants } from '@souq/contract/photo-variants';
import { formatDate } from '@/lib/format';
import { initialOf, POST_TIME_FORMAT, postPhotoSizes } from '@/lib/members/post-look';
import { MENTION } from '@/lib/mentions';
import { photoProps } from '@/lib/photo';

/**
 * Home's first posts drawn by the preload script from the feed's first answer, before the app's
 * code has arrived: plain DOM, no React, no catalog (they carry only what members wrote, and the
 * time). A picture of the posts: the app's own cards replace it as soon as they render. This file
 * is bundled into the preload script (first-screen-preload.ts), so it imports only small, pure
 * modules.
 */

/** What a painted card shows of a post. */
export interface PaintedPost {
  author: { name: string; photo: string | null };
  title: string;
  description: string;
  /** The grid's first four items: a photo's stored address, or null for a video (a dark box). */
  media: (string | null)[];
  createdAt: string;
}

/** How many cards are painted: the phone's first screen holds one or two. */
export const PAINTED_POSTS = 3;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The feed's first posts, read defensively: the app checks the answer with the route's schema;
 * here anything unexpected is simply left out (nothing is painted rather than something wrong).
 */
export function postsToPaint(answer: unknown): PaintedPost[] {
  if (!isRecord(answer) || !Array.isArray(answer.posts)) return [];
  const posts: PaintedPost[] = [];
  for (const post of answer.posts.slice(0, PAINTED_POSTS)) {
    if (!isRecord(post) || !isRecord(post.user_id) || typeof post.createdAt !== 'string') return posts;
    const media = Array.isArray(post.media) ? post.media.filter(isRecord).slice(0, 4) : [];
    posts.push({
      author: { name: text(post.user_id.name), photo: typeof post.user_id.photo === 'string' ? post.user_id.photo : null },
      title: text(post.title),
      description: text(post.description),
      media: media.map((item) => (item.type === 'image' && typeof item.url === 'string' ? item.url : null)),
      createdAt: post.createdAt,
    });
  }
  return posts;
}

/** Only this site's stored photos are painted: anything else waits for the app. */
const paintable = (address: string | null): address is string => address !== null && hasPhotoVariants(address);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: HTMLElement): HTMLElementTagNameMap[K] {
  const node = parent.ownerDocument.createElement(tag);
  node.className = className;
  parent.append(node);
  return node;
}

/**
 * A photo with the attributes the app's cards give it (lib/photo.ts: the sized copies, the slot's
 * width). The first post's photos are the screen's largest paint and come first; those of the
 * posts below wait until they near the screen, leaving the network to the app's code.
 */
function photo(into: HTMLElement, address: string, className: string, sizes: string, first: boolean): void {
  const props = photoProps(address, { sizes, lazy: !first });
  if (!props) return;
  const image = element('img', className, into);
  image.alt = '';
  if (first) image.setAttribute('fetchpriority', 'high');
  // Before the address: a lazy photo must not start loading first.
  if (props.loading) image.setAttribute('loading', props.loading);
  image.decoding = props.decoding;
  if (props.sizes) image.sizes = props.sizes;
  if (props.srcSet) image.srcset = props.srcSet;
  image.src = props.src;
}

/** Text a member wrote, each @mention its own bidi island (as the app's WithMentions). */
function writtenText(into: HTMLElement, value: string): void {
  value.split(MENTION).forEach((part, index) => {
    if (index % 2 === 1) element('bdi', '', into).textContent = part;
    else if (part) into.append(part);
  });
}

/**
 * Draws the posts into the skeleton's main column, in place of its grey cards. Returns whether
 * anything was drawn. Every member's text goes in as text (never as markup), with dir="auto".
 */
export function paintPosts(posts: readonly PaintedPost[], main: HTMLElement, language: string): boolean {
  if (posts.length === 0) return false;
  for (const card of main.querySelectorAll('.fs-card')) card.remove();
  posts.forEach((post, index) => {
    const first = index === 0;
    const card = element('div', 'fs-post', main);
    const head = element('div', 'fs-post-head', card);
    if (paintable(post.author.photo)) photo(head, post.author.photo, 'fs-avatar', '44px', first);
    else {
      const initial = element('span', 'fs-avatar', head);
      initial.textContent = initialOf(post.author.name);
    }
    const who = element('div', 'fs-post-who', head);
    const name = element('span', 'fs-post-name', who);
    name.dir = 'auto';
    name.textContent = post.author.name;
    element('span', 'fs-post-time', who).textContent = formatDate(post.createdAt, language, POST_TIME_FORMAT);
    if (post.title) {
      const title = element('div', 'fs-post-title', card);
      title.dir = 'auto';
      title.textContent = post.title;
    }
    if (post.description) {
      const description = element('div', 'fs-post-text', card);
      description.dir = 'auto';
      writtenText(description, post.description);
    }
    if (post.media.length > 0) {
      const single = post.media.length === 1;
      const grid = element('div', single ? 'fs-post-media' : 'fs-post-media fs-post-grid', card);
      for (const item of post.media) {
        if (paintable(item)) photo(grid, item, '', postPhotoSizes(post.media.length), first);
        else element('span', 'fs-post-blank', grid);
      }
    }
    element('div', 'fs-post-actions', card);
  });
  return true;
}
