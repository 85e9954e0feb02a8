import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('../src/app/antd-is-bright.ts', import.meta.url));
/** The two antd styles that import `isBright` from the colour picker's presets panel. */
const IMPORTERS = /antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/;

/**
 * antd's button and tag styles import one small function from the colour picker's presets
 * panel (ColorPresets), and with it Collapse and its styles: ~4 KB gzipped on the sign-in page,
 * which shows neither. Resolves that import, from those two files only, to a copy of the
 * function (src/app/antd-is-bright.ts). The colour picker itself still uses the real panel.
 */
export function antdIsBrightOnly(): Plugin {
  return {
    name: 'antd-is-bright-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && IMPORTERS.test(importer) && source.endsWith('/components/ColorPresets'))
        return SHIM;
      return null;
    },
  };
}
