import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet.js';

describe('snippetOf', () => {
  it('marks every occurrence, ignoring case, in a short message', () => {
    expect(snippetOf('Deposit failed, my deposit is gone', 'DEPOSIT')).toEqual([
      { text: 'Deposit', match: true },
      { text: ' failed, my ', match: false },
      { text: 'deposit', match: true },
      { text: ' is gone', match: false },
    ]);
  });

  it('cuts long messages to whole words around the first match', () => {
    const content = `${'lorem ipsum '.repeat(10)}the code WX-42 never arrived ${'dolor sit '.repeat(20)}`;
    expect(snippetOf(content, 'wx-42')).toEqual([
      { text: '…', match: false },
      { text: 'ipsum lorem ipsum the code ', match: false },
      { text: 'WX-42', match: true },
      { text: ' never arrived dolor sit dolor sit dolor sit dolor sit dolor', match: false },
      { text: '…', match: false },
    ]);
  });

  it('keeps markup as plain text and collapses whitespace', () => {
    expect(snippetOf('<b>bold</b>\n\n  <img src=x onerror=alert(1)>', '<img')).toEqual([
      { text: '<b>bold</b> ', match: false },
      { text: '<img', match: true },
      { text: ' src=x onerror=alert(1)>', match: false },
    ]);
  });

  it('gives the beginning, unmarked, when the term cannot be found again', () => {
    expect(snippetOf('İstanbul trip', 'i̇st')).toEqual([{ text: 'İstanbul trip', match: false }]);
  });
});
