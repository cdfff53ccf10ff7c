import type { LoggerService } from '@nestjs/common';
import { pino, type Level, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context.js';

const NEST_TO_PINO: Record<string, Level | 'silent'> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
  silent: 'silent',
};

/**
 * Nest's logger as one JSON object per line (pino): time, level, context, message, and the
 * request id of the request being handled. LOG_LEVEL keeps Nest's names (log = info).
 */
export class PinoLogger implements LoggerService {
  readonly pino: Logger;

  constructor(level: string, destination?: NodeJS.WritableStream) {
    const options: LoggerOptions = {
      level: NEST_TO_PINO[level] ?? 'info',
      base: { pid: process.pid },
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    };
    // Synchronous writes to stdout by default: nothing is lost when the process exits.
    this.pino = destination ? pino(options, destination) : pino(options);
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes (message, context) or, for errors, (message, stack, context). */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const strings = rest.filter((part): part is string => typeof part === 'string');
    const context = strings.at(-1);
    const stack =
      level === 'error' || level === 'fatal'
        ? strings.slice(0, -1).find((part) => part.includes('\n'))
        : undefined;
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null)
      this.pino[level]({ ...fields, ...message });
    else this.pino[level](fields, String(message));
  }
}
