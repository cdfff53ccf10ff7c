import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) =>
      typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]),
    ),
  );

describe('detectImageType', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'), 'jpg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 'IHDR'), 'png'],
    [bytes('GIF89a', 1, 0), 'gif'],
    [bytes('GIF87a', 1, 0), 'gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'webp'],
  ])('recognises %s', (content, extension) => {
    expect(detectImageType(content)?.extension).toBe(extension);
  });

  it.each([
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['empty', Buffer.alloc(0)],
    ['truncated PNG', bytes(0x89, 'PNG')],
    ['RIFF that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
  ])('refuses %s', (_name, content) => {
    expect(detectImageType(content)).toBeUndefined();
  });
});
