import { describe, expect, it } from 'vitest';
import { imageSourceProblem } from './image-source.js';

describe('product image sources', () => {
  it.each([
    '/images/x.png',
    '/images/merchandise/club-logo-tee-navy.svg',
    '/images/x%20y.png',
    '/images/x.png?v=2',
    '/x',
    'https://images-api.printify.com/mockup/pf-1/front.jpg',
    'https://cdn.example/a/b.png?w=200&h=200',
  ])('accepts %s', (source) => {
    expect(imageSourceProblem(source)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'image src must be an https URL or a path on this site'],
    ['data:image/png;base64,iVBORw0KGgo=', 'image src must be an https URL or a path on this site'],
    ['//evil.example/x.png', 'image src must be an https URL or a path on this site'],
    ['http://plain.example/x.png', 'image src must be an https URL or a path on this site'],
    ['images/x.png', 'image src must be an https URL or a path on this site'],
    ['', 'image src must be an https URL or a path on this site'],
    ['/', 'image src path must not contain empty segments (//) or end with /'],
    ['/../etc/passwd', 'image src path must not contain . or .. segments'],
    ['/images/./x.png', 'image src path must not contain . or .. segments'],
    ['/images/%2e%2E/x.png', 'image src path must not contain . or .. segments'],
    [
      '/images/..%2fsecret.png',
      'image src path must not encode slashes, backslashes or invalid characters',
    ],
    [
      '/images/%5c..%5cx.png',
      'image src path must not encode slashes, backslashes or invalid characters',
    ],
    [
      '/images/%E0%A4%A.png',
      'image src path must not encode slashes, backslashes or invalid characters',
    ],
    ['/images//x.png', 'image src path must not contain empty segments (//) or end with /'],
    ['/images/', 'image src path must not contain empty segments (//) or end with /'],
    ['/\\evil.example/x.png', 'image src must not contain backslashes'],
    ['/images\\x.png', 'image src must not contain backslashes'],
    ['/images/x.png\n', 'image src must not contain spaces or control characters'],
    ['/images/x .png', 'image src must not contain spaces or control characters'],
    ['\t//evil.example/x.png', 'image src must not contain spaces or control characters'],
    [
      '/images/x"onerror=alert(1).png',
      'image src path may contain only letters, digits and URL path characters',
    ],
    ['/images/x.png?a=<b>', 'image src query may contain only URL characters'],
    ['https://', 'image src must be a valid https URL'],
    ['https://user:secret@evil.example/x.png', 'image src must not carry a user name or password'],
  ])('refuses %j: %s', (source, message) => {
    expect(imageSourceProblem(source)).toBe(message);
  });
});
