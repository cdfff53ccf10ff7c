import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the run's wall time and, per spec file, the time of its tests (and retries) added up
 * to `$TEST_TIMES_DIR/e2e.json`, for the slowest-files report at the end of CI.
 */
export default class FileTimesReporter {
  seconds = new Map();

  onTestEnd(test, result) {
    const file = path.relative(process.cwd(), test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
  }

  onEnd(result) {
    const files = [...this.seconds].map(([file, seconds]) => ({ file, seconds }));
    writeFileSync(
      path.join(process.env.TEST_TIMES_DIR, 'e2e.json'),
      JSON.stringify({ wallSeconds: result.duration / 1000, files }),
    );
  }

  printsToStdio() {
    return false;
  }
}
