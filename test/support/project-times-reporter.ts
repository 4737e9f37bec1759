import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTime {
  files: number;
  failed: number;
  first: number;
  last: number;
}

/**
 * Prints, after a run, each vitest project's wall time (its first file's start to its last
 * file's end) and file count, so a slow project shows as such, and the time from the first file's
 * start to the last one's end. Projects of one group (`sequence.groupOrder` in vitest.config.ts)
 * run side by side, so their times overlap.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name || 'default';
    const entry = this.projects.get(name);
    if (entry) entry.first = Math.min(entry.first, Date.now());
    else this.projects.set(name, { files: 0, failed: 0, first: Date.now(), last: Date.now() });
  }

  onTestModuleEnd(module: TestModule): void {
    const entry = this.projects.get(module.project.name || 'default');
    if (!entry) return;
    entry.files += 1;
    if (module.state() === 'failed') entry.failed += 1;
    entry.last = Math.max(entry.last, Date.now());
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
    process.stdout.write(`\nProject times (wall clock):\n${lines.join('\n')}\n`);
  }
}
