/** Rewrites the "Latest results" section of bench/README.md (between its two markers). */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SectionResult } from './sections';

export const START = '<!-- bench:latest:start (npm run bench rewrites everything up to the end marker) -->';
export const END = '<!-- bench:latest:end -->';

function commitOf(root: string): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.', ':!bench/README.md', ':!bench/sql'], { cwd: root, encoding: 'utf8' }).trim();
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
    '## Latest results',
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
  for (const s of r.sections) lines.push('', `### ${s.title}`, '', s.markdown);
  return lines.join('\n');
}

export function writeLatestResults(r: LatestResults) {
  const file = path.join(r.root, 'bench/README.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# Bench\n\n${START}\n${END}\n`;
  const block = `${START}\n${latestMarkdown(r)}\n${END}`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next = start >= 0 && end > start ? current.slice(0, start) + block + current.slice(end + END.length) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
