import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentenceWithName, WithMentions } from './bidi';

describe('bidi islands', () => {
  it('puts each @mention of a member’s text in its own <bdi>, the rest as written', () => {
    const { container } = render(
      <p dir="auto">
        <WithMentions text="شكرا @someone و @mona_1!" />
      </p>,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['@someone', '@mona_1']);
    expect(container.textContent).toBe('شكرا @someone و @mona_1!');
  });

  it('leaves text without mentions alone: an e-mail address is none', () => {
    const { container } = render(<WithMentions text="write to mona@example.com" />);
    expect(container.querySelector('bdi')).toBeNull();
    const plain = render(<WithMentions text="لا إشارة هنا" />);
    expect(plain.container.querySelector('bdi')).toBeNull();
  });

  it('sets the name apart inside a translated sentence, wherever the sentence puts it', () => {
    const { container } = render(<SentenceWithName name="Salem!" sentence={(name) => `محادثة مع ${name}، ثم ${name}`} />);
    expect(container.textContent).toBe('محادثة مع Salem!، ثم Salem!');
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['Salem!', 'Salem!']);
  });
});
