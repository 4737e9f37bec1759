import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTime {
  files: number;
  failed: number;
  first: number;
  last: number;
}

/** How many of the slowest files the summary names. */
const SLOWEST_FILES = 12;

/**
 * Prints, after a run, each vitest project's wall time (its first file's start to its last
 * file's end) and file count, so a slow project shows as such, and the time from the first file's
 * start to the last one's end. Projects of one group (`sequence.groupOrder` in vitest.config.ts)
 * run side by side, so their times overlap. Then the slowest files, each with its own wall time,
 * so the next trim of the suite starts from the file that costs most.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();
  private readonly started = new Map<string, number>();
  private readonly fileTimes: { name: string; ms: number }[] = [];

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name || 'default';
    const entry = this.projects.get(name);
    if (entry) entry.first = Math.min(entry.first, Date.now());
    else this.projects.set(name, { files: 0, failed: 0, first: Date.now(), last: Date.now() });
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const entry = this.projects.get(module.project.name || 'default');
    if (!entry) return;
    entry.files += 1;
    if (module.state() === 'failed') entry.failed += 1;
    entry.last = Math.max(entry.last, Date.now());
    const start = this.started.get(module.id);
    if (start !== undefined) {
      this.fileTimes.push({
        name: `${module.project.name}: ${module.relativeModuleId}`,
        ms: Date.now() - start,
      });
    }
  }

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const lines = [...this.projects].map(([name, p]) => {
      const seconds = ((p.last - p.first) / 1000).toFixed(0).padStart(5);
      const failed = p.failed ? `, ${p.failed} failed` : '';
      return `  ${name.padEnd(12)} ${seconds} s  ${p.files} files${failed}`;
    });
    const all = [...this.projects.values()];
    const span = Math.max(...all.map((p) => p.last)) - Math.min(...all.map((p) => p.first));
    lines.push(`  ${'all'.padEnd(12)} ${(span / 1000).toFixed(0).padStart(5)} s`);
    const slowest = [...this.fileTimes]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_FILES)
      .map((f) => `  ${(f.ms / 1000).toFixed(0).padStart(5)} s  ${f.name}`);
    process.stdout.write(
      `\nProject times (wall clock):\n${lines.join('\n')}\n` +
        `\nSlowest files (wall clock, beside the others of their project):\n${slowest.join('\n')}\n`,
    );
  }
}
