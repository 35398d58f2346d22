// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of a built web app,
// so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
// on every request. Source maps are not compressed (they are never served), nor are formats
// that are compressed already (images, woff2).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf|otf|eot)$/;

/** Compresses every compressible file under `dir`; returns the figures per file. */
export function precompress(dir) {
  const rows = [];
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    rows.push({ file: path.relative(dir, file), raw: statSync(file).size, br: br.length, gz: gz.length });
  }
  return rows;
}
