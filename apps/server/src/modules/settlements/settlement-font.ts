// The CJK font the settlement PDF embeds (docs/adr/0021): Noto Sans SC Regular (OFL) as a real
// TrueType file from the npm package @expo-google-fonts/noto-sans-sc, so a fresh install renders
// Chinese; else the system's Noto Sans CJK collection. pdfkit subsets it into each PDF.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const SYSTEM_TTC = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** A pdfmake font source: a file, or a member of a collection by its PostScript name. */
export type FontSource = string | [string, string];

function packageFont(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
    const file = join(root, '400Regular', 'NotoSansSC_400Regular.ttf');
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

let cached: FontSource | null | undefined;

/** The font to embed, or null when neither the package nor the system font is there. */
export function cjkFont(): FontSource | null {
  if (cached !== undefined) return cached;
  const fromPackage = packageFont();
  cached = fromPackage ?? (existsSync(SYSTEM_TTC) ? [SYSTEM_TTC, 'NotoSansCJKsc-Regular'] : null);
  return cached;
}

export const fontFile = (font: FontSource) => (Array.isArray(font) ? font[0] : font);
