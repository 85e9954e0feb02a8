import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isDxfError } from './errors.ts';
import { readDxf } from './read-dxf.ts';
import { renderSvg } from './render-svg.ts';
import { isLengthUnit } from './units.ts';
import type { Lang } from './messages.ts';
import { summarizeResult, formatSummaryText } from './cli-summary.ts';

const USAGE =
  'usage: dxf-pieces FILE.dxf [--json] [--svg OUT.svg] [--tolerance MM] [--units mm|cm|m|inch|ft] [--lang en|zh]';

/** Exit codes: 0 read, 1 bad usage, 2 the file was refused (typed error). */
function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        svg: { type: 'string' },
        tolerance: { type: 'string' },
        units: { type: 'string' },
        lang: { type: 'string' },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 1;
  }
  const { values, positionals } = parsed;
  const file = positionals[0];
  const lang: Lang = values.lang === 'zh' ? 'zh' : 'en';
  const tolerance = values.tolerance === undefined ? undefined : Number(values.tolerance);
  if (!file || (tolerance !== undefined && !(tolerance > 0))) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  if (values.units !== undefined && !isLengthUnit(values.units)) {
    process.stderr.write(`unknown units "${values.units}"\n${USAGE}\n`);
    return 1;
  }
  const units = values.units !== undefined && isLengthUnit(values.units) ? values.units : undefined;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  try {
    const result = readDxf(bytes, { chainTolerance: tolerance, units });
    if (values.svg) writeFileSync(values.svg, renderSvg(result.pieces));
    const summary = summarizeResult(result, lang);
    process.stdout.write(
      values.json ? `${JSON.stringify(summary)}\n` : formatSummaryText(summary, file),
    );
    return 0;
  } catch (error) {
    if (!isDxfError(error)) throw error;
    const message = error.messageFor(lang);
    if (values.json) {
      process.stdout.write(`${JSON.stringify({ error: { code: error.code, message } })}\n`);
    } else {
      process.stderr.write(`${error.code}: ${message}\n`);
    }
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
