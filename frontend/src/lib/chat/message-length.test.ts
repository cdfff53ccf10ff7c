import { describe, expect, it } from 'vitest';
import { messageLength } from './message-length';

describe('messageLength', () => {
  it('shows no counter below 90% of the limit, and does from 90% on', () => {
    expect(messageLength('a'.repeat(3599), 4000)).toMatchObject({ count: 3599, counted: false });
    expect(messageLength('a'.repeat(3600), 4000)).toMatchObject({
      count: 3600,
      counted: true,
      excess: 0,
      excessFrom: null,
    });
  });

  it('is within the limit at exactly the limit', () => {
    expect(messageLength('a'.repeat(4000), 4000)).toMatchObject({ excess: 0, excessFrom: null });
  });

  it('counts what is sent: the spaces and new lines around the text do not count', () => {
    expect(messageLength(`\n  ${'a'.repeat(4000)}  \n`, 4000)).toMatchObject({
      count: 4000,
      excess: 0,
    });
  });

  it('says how much is over and where the excess starts in the text as written', () => {
    const text = `  ${'a'.repeat(4000)}${'b'.repeat(1000)}`;
    const length = messageLength(text, 4000);
    expect(length).toMatchObject({ count: 5000, excess: 1000, counted: true });
    expect(text.slice(length.excessFrom!)).toBe('b'.repeat(1000));
  });

  it('counts an emoji once, as the server does, and never splits it at the limit', () => {
    const text = `${'a'.repeat(3999)}🂡🂱`;
    const length = messageLength(text, 4000);
    expect(length).toMatchObject({ count: 4001, excess: 1 });
    expect(text.slice(length.excessFrom!)).toBe('🂱');
  });
});
