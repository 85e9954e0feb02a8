/**
 * The least any JS reader of this file must do, as a floor for the benchmark: find every line,
 * read each group code and parse the values of the coordinate codes (10, 20, 42). No entities,
 * no checks, no exact rounding. Not used by the reader.
 */
export function bareScan(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  let sum = 0;
  while (i < n) {
    let code = 0;
    while (i < n && bytes[i] === 32) i++;
    for (; i < n; i++) {
      const c = bytes[i] as number;
      if (c < 48 || c > 57) break;
      code = code * 10 + c - 48;
    }
    i = endOfLine(bytes, i) + 1;
    if (code === 10 || code === 20 || code === 42) {
      const isNegative = bytes[i] === 45;
      if (isNegative) i++;
      let digits = 0;
      let scale = 1;
      let isFraction = false;
      for (; i < n; i++) {
        const c = bytes[i] as number;
        if (c === 46) {
          isFraction = true;
          continue;
        }
        if (c < 48 || c > 57) break;
        digits = digits * 10 + c - 48;
        if (isFraction) scale *= 10;
      }
      sum += (isNegative ? -digits : digits) / scale;
    }
    i = endOfLine(bytes, i) + 1;
  }
  return sum;
}

function endOfLine(bytes: Uint8Array, from: number): number {
  let i = from;
  while (i < bytes.length && bytes[i] !== 10) i++;
  return i;
}
