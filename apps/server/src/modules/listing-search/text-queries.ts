import fp from 'fastify-plugin';
import type { Tx } from '../../db/client';
import { textQuery, type TextQuery } from './text-query';

/** The notification channel the synonyms' trigger speaks on (migration 0036). */
export const SEARCH_WORDS_CHANNEL = 'souq_search_words';

/** Search texts kept: the most recent ones, which is what members type again and again. */
const TEXTS_KEPT = 5_000;

/**
 * What search texts turn into (their tsquery, with the synonyms applied), kept by this process.
 * Turning a text into its tsquery is a round trip and a function that reads the synonyms: about a
 * millisecond on PostgreSQL and several on the embedded database, which runs one statement at a
 * time for every caller. The answer changes only when the synonyms do, and every change to them
 * is announced (a trigger's NOTIFY): it is forgotten then, by every server. While that
 * announcement cannot be heard (the listening connection is down), nothing is kept.
 */
export class TextQueries {
  private readonly kept = new Map<string, TextQuery>();
  /** Bumped on every forget: a lookup that began before it must not keep what it read. */
  private epoch = 0;
  private listening = false;

  async of(db: Tx, text: string): Promise<TextQuery> {
    const hit = this.listening ? this.kept.get(text) : undefined;
    if (hit) {
      // Most recently used last: the first entry is the one to drop when full.
      this.kept.delete(text);
      this.kept.set(text, hit);
      return hit;
    }
    const epoch = this.epoch;
    const query = Object.freeze(await textQuery(db, text));
    if (this.listening && epoch === this.epoch) {
      if (this.kept.size >= TEXTS_KEPT) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(text, query);
    }
    return query;
  }

  /** The synonyms changed (or may have, unheard): every kept text is read again. */
  forget(): void {
    this.epoch += 1;
    this.kept.clear();
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.forget();
  }

  get size(): number {
    return this.kept.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The search texts' tsqueries this process keeps while the synonyms stay as they are. */
    textQueries: TextQueries;
  }
}

export const textQueriesPlugin = fp(async (app) => {
  const texts = new TextQueries();
  let closing = false;
  let lost = false;
  const stopListening = await app.database.listen(
    SEARCH_WORDS_CHANNEL,
    () => texts.forget(),
    (listening) => {
      if (!listening && !closing && !lost) app.log.warn('search: synonym changes cannot be heard; every search text is read from the database');
      if (listening && lost) app.log.info('search: synonym changes heard again; search texts are kept');
      lost = !listening && !closing;
      texts.setListening(listening);
    },
  );
  app.addHook('onClose', async () => {
    closing = true;
    await stopListening();
  });
  app.decorate('textQueries', texts);
});
