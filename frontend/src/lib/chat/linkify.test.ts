import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (message: string) =>
  linkify(message).flatMap((part) => (part.kind === 'link' ? [[part.text, part.href]] : []));

describe('linkify', () => {
  it('splits a message into text and http(s) links, keeping every character', () => {
    const message = 'See https://club.example/store?x=1#top and http://a.example now';
    const parts = linkify(message);
    expect(parts).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://club.example/store?x=1#top',
        href: 'https://club.example/store?x=1#top',
      },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.example', href: 'http://a.example/' },
      { kind: 'text', text: ' now' },
    ]);
    expect(parts.map(({ text }) => text).join('')).toBe(message);
  });

  it('takes www. addresses as https', () => {
    expect(links('go to www.club.example/faq.')).toEqual([
      ['www.club.example/faq', 'https://www.club.example/faq'],
    ]);
  });

  it('leaves sentence punctuation and an unmatched closing bracket outside the link', () => {
    expect(
      links('Try https://a.example/x. Or (https://b.example/y), or https://c.example!?'),
    ).toEqual([
      ['https://a.example/x', 'https://a.example/x'],
      ['https://b.example/y', 'https://b.example/y'],
      ['https://c.example', 'https://c.example/'],
    ]);
  });

  it('keeps brackets that belong to the address', () => {
    expect(links('https://en.example/wiki/Poker_(game) is it')).toEqual([
      ['https://en.example/wiki/Poker_(game)', 'https://en.example/wiki/Poker_(game)'],
    ]);
  });

  it('never links other schemes', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@b.example',
      'java\tscript:alert(1)',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(linkify(hostile)).toEqual([{ kind: 'text', text: hostile }]);
    }
  });

  it('does not link an address hidden inside another scheme or word', () => {
    expect(links('javascript:https://a.example')).toEqual([]);
    expect(links('xhttps://a.example')).toEqual([]);
    expect(links('data:https://a.example')).toEqual([]);
  });

  it('stops a link at quotes and angle brackets, so markup cannot ride along', () => {
    expect(links('https://a.example/"onmouseover="alert(1)')).toEqual([
      ['https://a.example/', 'https://a.example/'],
    ]);
    expect(links('<https://a.example/x><script>')).toEqual([
      ['https://a.example/x', 'https://a.example/x'],
    ]);
  });

  it('leaves addresses with a user name or password as text', () => {
    expect(links('https://bank.example@evil.example/login')).toEqual([]);
    expect(links('https://user:pass@a.example')).toEqual([]);
  });

  it('leaves scheme-only and hostless candidates as text', () => {
    expect(links('https:// and http:/// and www. and www.x')).toEqual([]);
  });

  it('handles a long run of punctuation without hanging', () => {
    const message = `https://a.example/${'.'.repeat(5_000)}`;
    expect(links(message)).toEqual([['https://a.example/', 'https://a.example/']]);
  });
});
