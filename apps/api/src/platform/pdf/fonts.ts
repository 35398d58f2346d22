import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans (Google Fonts' full static TTFs, packaged as @expo-google-fonts/noto-sans): Latin,
 * Latin Extended and Vietnamese in one file, so "Łukasz Wąsowski", "Şule Özdemir" and "Nguyễn"
 * print as typed. (@fontsource/noto-sans ships each script as a separate unicode-range subset
 * meant for browsers, and a PDF text run takes one font.) The files are resolved from
 * node_modules the way Node resolves a package, so the esbuild bundle in apps/api/dist finds the
 * same files as tsx and Vitest do.
 */
const require = createRequire(import.meta.url);

const PACKAGE_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

/** The names every document registers its fonts under: `doc.font(FONT.bold)`. */
export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

export type FontWeight = keyof typeof PACKAGE_FILES;

let bytes: Record<FontWeight, Buffer> | undefined;

/** The absolute paths of the font files. */
export function fontFiles(): Record<FontWeight, string> {
  return { regular: require.resolve(PACKAGE_FILES.regular), bold: require.resolve(PACKAGE_FILES.bold) };
}

/** The font files' bytes, read once per process. */
export function fontBytes(): Record<FontWeight, Buffer> {
  if (!bytes) {
    const files = fontFiles();
    bytes = { regular: readFileSync(files.regular), bold: readFileSync(files.bold) };
  }
  return bytes;
}
