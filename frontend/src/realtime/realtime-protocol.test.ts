import { describe, expect, it } from 'vitest';
import { authKey, parseServerEvent } from './realtime-protocol';
import { socketUrl } from './socket-url';

describe('parseServerEvent', () => {
  it('reads the events of the protocol', () => {
    expect(parseServerEvent('{"type":"auth_success","userId":"u1"}')).toEqual({
      type: 'auth_success',
      userId: 'u1',
    });
    expect(
      parseServerEvent(
        '{"type":"conversation_deleted","conversationKind":"user","conversationId":"c"}',
      ),
    ).toMatchObject({
      type: 'conversation_deleted',
    });
  });

  it('ignores anything else', () => {
    for (const frame of ['not json', '[]', '{"type":"surprise"}', '{"no":"type"}', '7']) {
      expect(parseServerEvent(frame)).toBeUndefined();
    }
    expect(parseServerEvent(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('authKey', () => {
  it('names each identity apart', () => {
    expect(authKey({ userId: 'a' })).toBe('user:a');
    expect(authKey({ username: 'a' })).toBe('guest:a');
    expect(authKey({ deviceId: 'a' })).toBe('device:a');
  });
});

describe('socketUrl', () => {
  it('uses wss on https pages and ws otherwise, on the page host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'club.example' })).toBe('wss://club.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/ws');
  });
});
