import { describe, expect, it, vi } from 'vitest';
import { guestNameFromDeviceId } from './guest-name';
import { DELIVERY_TEXT, IMAGE_MAX_BYTES } from '@club/contracts';
import { imageProblem } from './image-file';
import { messageTime } from './message-time';
import { sendFailure } from './send-failure';

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

describe('sendFailure', () => {
  const refusedBecause = (why: string) => ({
    reason: `${DELIVERY_TEXT.refused} ${why}`,
    retryWhenOnline: false,
  });

  it('says "Not sent." and why for what the server refused: rate limits, sizes, types, gone', () => {
    expect(sendFailure({ status: 429, message: '429: {}' }).reason).toMatch(
      /^Not sent\. .*too fast/,
    );
    expect(
      sendFailure({
        message: 'Too many attempts. Please wait a moment and try again.',
        offline: false,
        retryAfter: 3,
      }),
    ).toEqual(refusedBecause('You are sending too fast. Please wait 3 s and try again.'));
    expect(sendFailure({ status: 413, message: '413: too large' }).reason).toMatch(/5 MB/);
    expect(sendFailure({ status: 415, message: '415: nope' }).reason).toMatch(
      /JPEG, PNG, GIF or WebP/,
    );
    expect(sendFailure({ status: 404, message: '404: {}' })).toEqual(
      refusedBecause('This conversation is no longer available.'),
    );
  });

  it("quotes the server's reason, from a plain request or the socket", () => {
    expect(
      sendFailure({
        status: 400,
        message: '400: {"statusCode":400,"message":"content must be at most 4000 characters"}',
      }),
    ).toEqual(refusedBecause('content must be at most 4000 characters'));
    expect(sendFailure({ message: 'A message needs text or an image', offline: false })).toEqual(
      refusedBecause('A message needs text or an image'),
    );
  });

  it('never says "not sent" when the server may have it, and sends it again once back online', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      for (const error of [
        { status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' },
        { message: 'No answer from the server', offline: true },
      ]) {
        expect(sendFailure(error)).toEqual({
          reason: DELIVERY_TEXT.offline,
          retryWhenOnline: true,
        });
      }
    } finally {
      vi.unstubAllGlobals();
    }
    for (const error of [
      { message: 'The connection was lost', offline: true },
      { status: 502, message: '502: Bad Gateway' },
      new Error('No conversation'),
      undefined,
    ]) {
      expect(sendFailure(error)).toEqual({
        reason: DELIVERY_TEXT.unconfirmed,
        retryWhenOnline: true,
      });
    }
  });
});
