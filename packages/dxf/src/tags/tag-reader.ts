/**
 * A cursor over DXF group codes and values, shared by the ASCII and binary formats.
 * The parser pulls one tag at a time so no array of all tags is ever built: a 50 MB file
 * holds millions of tags and materialising them would cost several times the file size.
 */
export type TagReader = {
  /** Group code of the current tag; valid after next() returned true. */
  readonly code: number;
  /** Moves to the next tag; false when the bytes run out (possibly mid-tag). */
  next(): boolean;
  /** The current value as text, `\U+XXXX` escapes decoded. */
  text(): string;
  /** The current value as a finite number, or a typed error. */
  number(): number;
  /** Where the current tag is, for messages ("line 12" / "byte 340"). */
  where(): string;
  /** An upper bound of the tags the remaining bytes can hold; guards declared counts. */
  maxTagsLeft(): number;
  /** Name of the text encoding used, for stats. */
  readonly encoding: string;
};
