/**
 * Sections some samples carry in bulk that the reader skips: layouts and dictionaries
 * (OBJECTS), preview bitmaps (THUMBNAILIMAGE) and ACIS data (ACDSDATA). The test-owned copies of
 * those samples leave them out to stay small; test/fixtures/README.md lists which copies.
 */
export const TRIMMED_SECTIONS = ['OBJECTS', 'THUMBNAILIMAGE', 'ACDSDATA'] as const;

/** A text DXF without the named sections, every other byte unchanged. */
export function dropSections(bytes: Uint8Array, names: readonly string[]): Uint8Array {
  // latin1 maps each byte to one char and back, so GBK or cp1252 text survives untouched.
  const text = Buffer.from(bytes).toString('latin1');
  // A "0" code line followed by SECTION/ENDSEC can only be a section boundary: values never
  // sit on code lines, so a value "ENDSEC" inside the section cannot end the match early.
  const section = new RegExp(
    `^ *0\\r?\\nSECTION\\r?\\n *2\\r?\\n(?:${names.join('|')})\\r?\\n[\\s\\S]*?^ *0\\r?\\nENDSEC\\r?\\n`,
    'gm',
  );
  return Uint8Array.from(Buffer.from(text.replace(section, ''), 'latin1'));
}
