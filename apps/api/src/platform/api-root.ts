import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps/api folder: the nearest folder with a package.json above the running module. That is
 * apps/api from src/platform (tsx, Vitest) and from dist/ (the bundle `npm start` runs), so files
 * that ship beside the code (migrations, the built web app) resolve the same way from both.
 */
function packageRootAbove(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const apiRoot = packageRootAbove(import.meta.dirname);
