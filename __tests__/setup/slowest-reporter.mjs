// A jest reporter that prints the run's ten slowest tests, so that a creeping slowdown is seen
// before a timeout fails it. Figures are for reading, never asserted.
export default class SlowestReporter {
  constructor(globalConfig, options = {}) {
    this.count = options.count ?? 10;
    this.tests = [];
  }

  onTestResult(test, result) {
    for (const t of result.testResults) {
      if (typeof t.duration === 'number')
        this.tests.push({ file: result.testFilePath, name: t.fullName, ms: t.duration });
    }
  }

  onRunComplete() {
    if (this.tests.length === 0) return;
    const cwd = process.cwd();
    const top = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, this.count);
    const lines = top.map(
      (t) =>
        `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file.startsWith(cwd) ? t.file.slice(cwd.length + 1) : t.file} › ${t.name}`,
    );
    process.stderr.write(`\nThe ${top.length} slowest tests:\n${lines.join('\n')}\n`);
  }
}
