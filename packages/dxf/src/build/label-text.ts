/**
 * Turns MTEXT with inline formatting into plain lines: `{\fSimSun|b0;石材：雅士白}\P厚度 20mm`
 * becomes ["石材：雅士白", "厚度 20mm"].
 */
export function mtextToPlain(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '{' || ch === '}') continue;
    if (ch === '^' && (value[i + 1] === 'I' || value[i + 1] === 'J')) {
      // Caret notation: ^I is a tab, ^J a line break.
      out += value[i + 1] === 'J' ? '\n' : ' ';
      i++;
      continue;
    }
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const code = value[i + 1] ?? '';
    i++;
    if (code === 'P' || code === 'X') out += '\n';
    else if (code === '~') out += ' ';
    else if (code === '\\' || code === '{' || code === '}') out += code;
    else if (code === 'S') {
      // Stacked fraction "\S1^2;" or "\S1/2;" or "\S1#2;" → "1/2".
      const end = value.indexOf(';', i);
      const stacked = value.slice(i + 1, end < 0 ? value.length : end);
      out += stacked.replace(/[\^#]/, '/');
      i = end < 0 ? value.length : end;
    } else if ('fFHhWwQqTtAaCcpc'.includes(code)) {
      const end = value.indexOf(';', i);
      i = end < 0 ? value.length : end;
    }
    // \L \l \O \o \K \k (underline, overline, strike) carry no text.
  }
  return out;
}

/** AutoCAD's %% control codes, shared by TEXT and MTEXT. */
export function replaceControlCodes(value: string): string {
  return value
    .replace(/%%[dD]/g, '°')
    .replace(/%%[pP]/g, '±')
    .replace(/%%[cC]/g, '⌀')
    .replace(/%%[uUoOkK]/g, '')
    .replace(/%%%/g, '%');
}

export function textLines(kind: string, value: string): string[] {
  // Most labels are one plain TEXT line; skip the parsing for them.
  if (kind !== 'MTEXT' && !value.includes('%%') && !value.includes('\n')) {
    const line = value.trim();
    return line.length > 0 ? [line] : [];
  }
  const plain = replaceControlCodes(kind === 'MTEXT' ? mtextToPlain(value) : value);
  return plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const MATERIAL = /^(材质|材料|石材|石种|品名|material)\s*[:：]\s*(.+)$/i;
// The value must read as a thickness, so a piece code such as "THK12-3" stays a code.
const THICKNESS =
  /^(厚度|板厚|厚|thickness|thk)\s*[:：=]?\s*(\d+(?:\.\d+)?\s*(?:mm|cm|毫米|厘米)?)$/i;

export type LabelFields = {
  label: string | null;
  material: string | null;
  thickness: string | null;
  texts: string[];
};

/** A piece code carries a digit ("N1-023", "台面-01"). Hoisted: a literal in the loop is a new RegExp per call. */
const HAS_DIGIT = /\d/;

/** Splits the lines found inside a piece into its code, material and thickness. */
export function labelFields(lines: string[]): LabelFields {
  let material: string | null = null;
  let thickness: string | null = null;
  let firstOther: string | null = null;
  let label: string | null = null;
  for (const line of lines) {
    const materialMatch = MATERIAL.exec(line);
    if (materialMatch && material === null) {
      material = materialMatch[2]?.trim() ?? null;
      continue;
    }
    const thicknessMatch = THICKNESS.exec(line);
    if (thicknessMatch && thickness === null) {
      thickness = thicknessMatch[2]?.trim() ?? null;
      continue;
    }
    firstOther ??= line;
    // Prefer a line with a digit (a code) over prose.
    if (label === null && HAS_DIGIT.test(line)) label = line;
  }
  return { label: label ?? firstOther, material, thickness, texts: lines };
}

export type PieceCodeAndName = { code: string; name: string };

/**
 * A drawn label "WB-01 墙板" is a code and a description (issue 23): the code is the first word
 * when that word carries a digit, the rest its name. A label whose first word has no digit
 * ("台面 01", "kitchen island") stays whole as the code, for nothing marks where a name starts.
 */
export function splitPieceLabel(label: string | null | undefined): PieceCodeAndName {
  const text = (label ?? '').trim();
  const match = /^(\S+)\s+(.+)$/u.exec(text);
  if (!match || !HAS_DIGIT.test(match[1] ?? '')) return { code: text, name: '' };
  return { code: match[1] ?? text, name: (match[2] ?? '').replace(/\s+/g, ' ') };
}
