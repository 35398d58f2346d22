/** Writes bench/RESULTS.md: the latest run's figures, generated whole by every `npm run bench`. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SectionResult } from './sections';

function commitOf(root: string): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.', ':!bench/RESULTS.md', ':!bench/sql'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export type LatestResults = {
  root: string;
  when: Date;
  machine: string;
  data: string;
  settings: string;
  duration: string;
  loadAverage: string;
  sections: SectionResult[];
  changedSql: string[];
};

export function latestMarkdown(r: LatestResults): string {
  const lines = [
    '# Bench results',
    '',
    'Written by `npm run bench` (bench/src/readme.ts); do not edit by hand. How to read it: bench/README.md.',
    '',
    `- Date: ${r.when.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Commit: ${commitOf(r.root)}`,
    `- Machine: ${r.machine}. **Shared with other engineers working at the same time**: figures move by ±20 % from run to run; compare ratios measured side by side rather than absolute rates from different runs.`,
    `- Data: ${r.data}`,
    `- Load: ${r.settings}`,
    `- Machine load average: ${r.loadAverage}`,
    `- Whole run: ${r.duration}`,
  ];
  if (r.changedSql.length) lines.push(`- The portal's SQL changed since the previous run for: ${r.changedSql.join(', ')} (bench/sql/ rewritten).`);
  for (const s of r.sections) lines.push('', `## ${s.title}`, '', s.markdown);
  return `${lines.join('\n')}\n`;
}

export function writeLatestResults(r: LatestResults) {
  writeFileSync(path.join(r.root, 'bench/RESULTS.md'), latestMarkdown(r));
}
