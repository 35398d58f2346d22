import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsEmbeddedInit } from './embedded-init';

describe('embedded data dir', () => {
  it('needs initialising until PostgreSQL has written PG_VERSION, and not after', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
    try {
      expect(needsEmbeddedInit(path.join(dir, 'db'))).toBe(true);
      expect(needsEmbeddedInit(dir)).toBe(true);
      writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
      expect(needsEmbeddedInit(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
