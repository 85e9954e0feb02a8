import type { AggregationColor } from 'antd/es/color-picker/color';
import { Color as RcColor } from '@rc-component/color-picker/es/color';

/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js), alone: antd's button and
 * tag styles import it from the colour picker's presets panel, which brings Collapse and its
 * styles to every page. scripts/antd-is-bright-only.ts points those two imports here; keep the
 * body as antd's when antd is upgraded (the build fails if antd asks this file for anything else).
 */
export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
