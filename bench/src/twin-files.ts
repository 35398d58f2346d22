import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A bare twin's statement and its parameters. */
export type TwinQuery = { sql: string; params: unknown[] };

/** bench/sql/<name>.sql: comment lines, the statement, and its parameters as a `-- params:` JSON comment. */
export function readTwinFile(dir: string, name: string): TwinQuery {
  const text = readFileSync(path.join(dir, `${name}.sql`), 'utf8');
  const lines = text.split('\n');
  const paramsLine = lines.find((l) => l.startsWith('-- params: '));
  const sql = lines
    .filter((l) => !l.startsWith('-- '))
    .join('\n')
    .trim()
    .replace(/;$/, '');
  return { sql, params: paramsLine ? (JSON.parse(paramsLine.slice('-- params: '.length)) as unknown[]) : [] };
}

/** Writes the file; true when the statement (not its comments or parameters) differs from what it held. */
export function writeTwinFile(dir: string, name: string, twin: TwinQuery, note: string): boolean {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.sql`);
  const text = `-- ${note}\n-- params: ${JSON.stringify(twin.params)}\n${twin.sql.trim()};\n`;
  const before = existsSync(file) ? readFileSync(file, 'utf8') : null;
  writeFileSync(file, text);
  const statementOf = (s: string) =>
    s
      .split('\n')
      .filter((l) => !l.startsWith('-- '))
      .join('\n');
  return before !== null && statementOf(before) !== statementOf(text);
}
