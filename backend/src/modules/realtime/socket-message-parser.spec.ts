import { describe, expect, it } from 'vitest';
import { parseSocketMessage } from './socket-message-parser.js';

describe('parseSocketMessage', () => {
  it('routes a frame on its "type" and hands the whole message to the handler', () => {
    expect(parseSocketMessage('{"type":"auth","userId":"u1"}')).toEqual({
      event: 'auth',
      data: { type: 'auth', userId: 'u1' },
    });
  });

  it('reads binary frames as well as text', () => {
    expect(parseSocketMessage(Buffer.from('{"type":"auth"}'))?.event).toBe('auth');
    expect(parseSocketMessage([Buffer.from('{"type":'), Buffer.from('"auth"}')])?.event).toBe(
      'auth',
    );
  });

  it.each(['not json', '[1,2]', 'null', '42', '{"event":"auth"}', '{"type":7}'])(
    'drops %s',
    (frame) => {
      expect(parseSocketMessage(frame)).toBeUndefined();
    },
  );
});
