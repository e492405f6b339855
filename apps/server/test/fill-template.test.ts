import { describe, expect, it } from 'vitest';
import { cliMessages } from '@souq/contract/messages-cli';
import { fillTemplate } from '@souq/contract/fill-template';

describe('fillTemplate (the server’s, the command line’s and the console’s catalog texts)', () => {
  it('fills every placeholder, numbers written as they are', () => {
    expect(fillTemplate(cliMessages.backup.progress, { table: 'users', done: 10, total: 2000 })).toBe('  users: 10 of 2000 rows');
    expect(fillTemplate('{name} and {name} again', { name: 'Mona' })).toBe('Mona and Mona again');
    expect(fillTemplate('{count} selected', { count: 0 })).toBe('0 selected');
  });

  it('leaves a placeholder without a value as it is, even one named like an object’s own property', () => {
    expect(fillTemplate('{missing} stays', {})).toBe('{missing} stays');
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('does not fill the placeholders a value brings with it', () => {
    expect(fillTemplate('Delete {name}?', { name: '{count}', count: 3 })).toBe('Delete {count}?');
  });
});
