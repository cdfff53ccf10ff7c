import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PinoLogger } from './pino-logger.js';
import { runWithRequestId } from './request-context.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: new PinoLogger(level, stream), lines };
}

describe('PinoLogger', () => {
  it('writes one JSON object per line with level, context, message and the request id', () => {
    const { logger, lines } = capture('log');
    runWithRequestId('req-42', () => logger.log('Hello', 'Chat'));
    logger.warn('Careful', 'Bus');
    expect(lines[0]).toMatchObject({
      level: 'info',
      context: 'Chat',
      msg: 'Hello',
      requestId: 'req-42',
    });
    expect(typeof lines[0].time).toBe('number');
    expect(lines[1]).toMatchObject({ level: 'warn', context: 'Bus', msg: 'Careful' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('keeps the stack of an error and the fields of an object message', () => {
    const { logger, lines } = capture('log');
    logger.error('It broke', 'Error: It broke\n    at somewhere', 'Gateway');
    logger.log({ msg: 'request', status: 201 }, 'HTTP');
    expect(lines[0]).toMatchObject({
      level: 'error',
      context: 'Gateway',
      msg: 'It broke',
      stack: 'Error: It broke\n    at somewhere',
    });
    expect(lines[1]).toMatchObject({ level: 'info', context: 'HTTP', msg: 'request', status: 201 });
  });

  it.each([
    ['warn', ['warn', 'error']],
    ['silent', []],
    ['debug', ['debug', 'info', 'warn', 'error']],
  ])('LOG_LEVEL=%s writes only %o', (level, expected) => {
    const { logger, lines } = capture(level);
    logger.debug('d', 'X');
    logger.log('l', 'X');
    logger.warn('w', 'X');
    logger.error('e', 'X');
    expect(lines.map((line) => line.level)).toEqual(expected);
  });
});
