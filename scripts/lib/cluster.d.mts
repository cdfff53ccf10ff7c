import type { ChildProcess } from 'node:child_process';

export const root: string;
export function sleep(ms: number): Promise<void>;
export function freePort(from: number, to?: number): Promise<number>;
export function tempDir(prefix: string): string;
export function ensureCommand(command: string, debianPackage: string): void;
export function stopChild(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
export function waitFor(
  what: string,
  check: () => Promise<boolean>,
  options?: { timeoutMs?: number; child?: ChildProcess },
): Promise<void>;
export function redisAnswers(url: string): Promise<boolean>;

export interface RunningRedis {
  url: string;
  readonly pid: number | undefined;
  stop(): Promise<void>;
  restart(): Promise<void>;
}
export function startRedis(port: number): Promise<RunningRedis>;

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}
export function startPostgres(dataDir: string, port: number): Promise<RunningPostgres>;

export interface RunningInstance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
  exited: Promise<number | null>;
}
export function startInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  output?: 'ignore' | 'inherit';
}): Promise<RunningInstance>;

export interface RunningNginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}
export function startNginx(options: { port: number; upstreams: string[] }): Promise<RunningNginx>;
export function nginxConfig(options: { port: number; upstreams: string[]; prefix: string }): string;
