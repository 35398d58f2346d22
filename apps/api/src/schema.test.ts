import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { printedSchema, schemaFile } from './print-schema';
import { schema } from './schema';

describe('GraphQL schema', () => {
  it('matches the committed apps/api/schema.graphql (run `npm run schema:print -w @portal/api` after a change)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
  });

  it('every root field declares its auth scope', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        checked++;
        const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
        if (!options?.authScopes) missing.push(`${root.name}.${field.name}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
