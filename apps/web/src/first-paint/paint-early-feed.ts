import { paintPosts, postsToPaint } from './first-posts';

/**
 * How long the painted posts may stay once the app's shell is on the page without a post of its
 * own (its feed failed, or showed something else): then the app's screen shows as it is.
 */
export const PAINT_GRACE_MS = 3000;
const CHECK_EVERY_MS = 200;

/**
 * Paints Home's first posts from the feed's early answer (the preload script's call), if the
 * skeleton still shows when it arrives. The posts stay, over the app's shell, until the app has a
 * post on the page (the page's CSS: `data-first-screen-posts`), the address changes, or the grace
 * above runs out; then they are removed. The answer is read through a copy: the app takes the
 * answer itself.
 */
export function paintEarlyFeed(answer: Promise<Response>, language: string, page: Document = document): Promise<boolean> {
  const root = page.documentElement;
  const view = page.defaultView;
  return answer
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body: unknown) => {
      const main = page.querySelector<HTMLElement>('#first-screen .fs-shell .fs-main');
      if (!main || !view || page.querySelector('#root main, #root button')) return false;
      if (!paintPosts(postsToPaint(body), main, language)) return false;
      root.dataset.firstScreenPosts = '';
      let shellSince = 0;
      const done = () => {
        delete root.dataset.firstScreenPosts;
        // Hidden now, and gone: the page holds the app's posts only.
        for (const post of main.querySelectorAll('.fs-post')) post.remove();
        view.clearInterval(timer);
        view.removeEventListener('hashchange', done);
      };
      const timer = view.setInterval(() => {
        if (page.querySelector('#root article')) return done();
        if (!page.querySelector('#root main')) return;
        shellSince ||= Date.now();
        if (Date.now() - shellSince >= PAINT_GRACE_MS) done();
      }, CHECK_EVERY_MS);
      view.addEventListener('hashchange', done);
      return true;
    })
    .catch(() => false);
}
