import { Fragment, type ReactNode } from 'react';
import { MENTION } from '@/lib/mentions';

const SLOT = '\u0000name\u0000';

/**
 * A catalog sentence with a person's name in it, the name set apart as its own bidi island
 * (`<bdi>`): a Latin name ending in a neutral ("Salem!", "mona_1") or an Arabic name in the
 * English app keeps its order and does not drag the sentence's punctuation across. `sentence`
 * is the translation called with the name's place (`(name) => t('chat.thread', { name })`), so
 * the catalogs keep plain `{{name}}`.
 */
export function SentenceWithName({ sentence, name }: { sentence: (name: string) => string; name: string }) {
  const parts = sentence(SLOT).split(SLOT);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <bdi>{name}</bdi>}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Text a member wrote, each @mention set apart as its own bidi island: in an Arabic sentence a
 * bare `@someone` is laid out right to left around its neutral `@` and reads `someone@`; inside
 * `<bdi>` it takes its own direction and stays `@someone`. The element around it keeps `dir="auto"`.
 */
export function WithMentions({ text }: { text: string }): ReactNode {
  const parts = text.split(MENTION);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 === 1 ? <bdi key={index}>{part}</bdi> : <Fragment key={index}>{part}</Fragment>));
}
