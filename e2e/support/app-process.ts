import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The built app as `npm start` runs it, in a process of the test's own, so that a test can
 * stop and start it again on the same data directory (a real restart, not a simulated one).
 */
export class AppProcess {
  private child: ChildProcess | undefined;
  private readonly dataDir: string;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-restart-'));
    // As root, the embedded PostgreSQL runs as another user that must enter this folder.
    chmodSync(this.dataDir, 0o755);
  }

  get baseURL(): string {
    return `http://localhost:${this.port}`;
  }

  /** `env` adds to (or replaces) the constructor's for this start only. */
  async start(env: Record<string, string> = {}): Promise<void> {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.env,
        ...env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
          return fetch(`${this.baseURL}/api/health`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  }

  /** SIGTERM, as an orchestrator restarting the service sends it; resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
