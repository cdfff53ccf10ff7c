import { describe, expect, it } from 'vitest';
import { guestNameFromDeviceId } from './guest-name';
import { IMAGE_MAX_BYTES } from '@club/contracts';
import { imageProblem } from './image-file';
import { messageTime } from './message-time';
import { sendErrorText } from './send-error-text';

describe('guestNameFromDeviceId', () => {
  it('takes five characters of the random part of device-{timestamp}-{random}, uppercased', () => {
    expect(guestNameFromDeviceId('device-1763771234567-q1w2e3')).toBe('Guest-Q1W2E');
  });

  it('falls back to the start of other ids', () => {
    expect(guestNameFromDeviceId('abc12xyz')).toBe('Guest-ABC12');
  });
});

describe('imageProblem', () => {
  it('accepts images up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other files and larger images', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('not-an-image');
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('too-large');
  });
});

describe('messageTime', () => {
  it('shows hours and minutes with two digits each', () => {
    const date = new Date(2026, 0, 2, 9, 5);
    expect(messageTime(date.toISOString())).toBe('09:05');
    expect(messageTime('not a date')).toBe('');
  });
});

describe('sendErrorText', () => {
  it('explains rate limits, sizes, types and being offline', () => {
    expect(sendErrorText({ status: 429, message: '429: {}' })).toMatch(/too fast/);
    expect(
      sendErrorText({
        message: 'Too many attempts. Please wait a moment and try again.',
        retryAfter: 3,
      }),
    ).toMatch(/wait 3 s/);
    expect(sendErrorText({ status: 413, message: '413: too large' })).toMatch(/5 MB/);
    expect(sendErrorText({ status: 415, message: '415: nope' })).toMatch(/JPEG, PNG, GIF or WebP/);
    expect(sendErrorText({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toMatch(
      /offline/,
    );
    expect(sendErrorText({ message: 'The connection was lost', offline: true })).toMatch(/offline/);
  });

  it("quotes the server's reason otherwise", () => {
    expect(
      sendErrorText({
        status: 400,
        message: '400: {"statusCode":400,"message":"content must be at most 4000 characters"}',
      }),
    ).toBe('Your message was not sent: content must be at most 4000 characters');
    expect(sendErrorText({ message: 'A message needs text or an image' })).toBe(
      'Your message was not sent: A message needs text or an image',
    );
    expect(sendErrorText(undefined)).toBe('Your message was not sent. Please try again.');
  });
});
