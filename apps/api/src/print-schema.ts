import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './schema';

/** Writes apps/api/schema.graphql; the schema-drift test compares against the same text. */
export const schemaFile = path.join(import.meta.dirname, '../schema.graphql');
export const printedSchema = () => `${printSchema(schema)}\n`;

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  writeFileSync(schemaFile, printedSchema());
  console.log(`wrote ${schemaFile}`);
}
