import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the run's wall time and each test file's time (environment, set-up, import and tests)
 * to `$TEST_TIMES_DIR/<suite>.json`, for the slowest-files report at the end of CI.
 */
export default class FileTimesReporter {
  constructor({ suite }) {
    this.suite = suite;
  }

  onInit() {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((testModule) => {
      const times = testModule.diagnostic();
      const milliseconds =
        times.environmentSetupDuration +
        times.prepareDuration +
        times.setupDuration +
        times.collectDuration +
        times.duration;
      return { file: testModule.relativeModuleId, seconds: milliseconds / 1000 };
    });
    const wallSeconds = (Date.now() - this.startedAt) / 1000;
    writeFileSync(
      path.join(process.env.TEST_TIMES_DIR, `${this.suite}.json`),
      JSON.stringify({ wallSeconds, files }),
    );
  }
}
