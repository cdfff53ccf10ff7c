import { plainToInstance } from 'class-transformer';
import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi-controls.js';
import { NicknameDto } from './nickname.dto.js';

describe('bidi controls', () => {
  it('removes embeddings, overrides and isolates, and keeps the marks and the rest', () => {
    expect(
      stripBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j'),
    ).toBe('abcdefghij');
    expect(stripBidiControls('\u200E\u200F\u061C שלום مرحبا')).toBe(
      '\u200E\u200F\u061C שלום مرحبا',
    );
  });

  it('removes them from a name before trimming it', () => {
    expect(plainToInstance(NicknameDto, { nickname: '\u202E  Boss \u2069' }).nickname).toBe('Boss');
  });
});
