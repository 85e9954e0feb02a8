import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';

type Puzzle = {
  captchaId: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
};

/** A PNG split into its chunks, and its pixels when it is plain 8-bit RGB without filters. */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    chunks.push({
      type: bytes.toString('latin1', at + 4, at + 8),
      data: bytes.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  const header = chunks[0]?.data as Buffer;
  const width = header.readUInt32BE(0);
  const raw = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const pixel = (x: number, y: number) => {
    const at = y * (width * 3 + 1) + 1 + x * 3;
    return [raw[at], raw[at + 1], raw[at + 2]];
  };
  return { types: chunks.map((c) => c.type), width, height: header.readUInt32BE(4), raw, pixel };
}

const dataOf = (url: string, mime: string) => {
  const prefix = `data:${mime};base64,`;
  expect(url.startsWith(prefix)).toBe(true);
  return Buffer.from(url.slice(prefix.length), 'base64');
};

describeEachDialect('the slider puzzle as served', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const puzzleWithAnswer = async () => {
    const puzzle = (await call<Puzzle>(t.app, 'webCaptcha/getSliderPuzzle')).data;
    const row = await t.deps.db
      .selectFrom('captchas')
      .select('answer_x')
      .where('id', '=', puzzle.captchaId)
      .executeTakeFirstOrThrow();
    return { puzzle, answerX: row.answer_x };
  };

  test('the gap is drawn into pixels, never written down as text', async () => {
    const { puzzle, answerX } = await puzzleWithAnswer();
    expect(Object.keys(puzzle).sort()).toEqual(
      ['background', 'captchaId', 'height', 'piece', 'pieceSize', 'pieceY', 'width'].sort(),
    );
    const png = readPng(dataOf(puzzle.background, 'image/png'));
    // Only the picture: no text, metadata or other chunks that could carry a coordinate.
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height]).toEqual([puzzle.width, puzzle.height]);
    expect(png.raw.length).toBe((puzzle.width * 3 + 1) * puzzle.height);
    expect(png.raw.toString('latin1')).not.toMatch(/<svg|x=|rect/i);
    // The piece is the same picture for every puzzle, so it cannot point at the gap either.
    const other = await puzzleWithAnswer();
    expect(other.puzzle.piece).toBe(puzzle.piece);
    // As a number of its own: the SVG's namespace URL holds "2000", which held an answer of 200.
    expect(dataOf(puzzle.piece, 'image/svg+xml').toString()).not.toMatch(
      new RegExp(`(^|\\D)${answerX}(\\D|$)`),
    );
  });

  test('a person still sees the gap where the answer is, and solving there passes', async () => {
    const { puzzle, answerX } = await puzzleWithAnswer();
    const png = readPng(dataOf(puzzle.background, 'image/png'));
    // Across the gap's middle row, its light rim starts exactly at the answer.
    const row = puzzle.pieceY + puzzle.pieceSize / 2;
    const xs = Array.from({ length: puzzle.width }, (_, x) => x);
    const rim = xs.find((x) => png.pixel(x, row).every((v) => v === 255));
    expect(rim).toBe(answerX);
    // Inside the rim it is darker than just outside the gap.
    const brightness = (x: number) =>
      png.pixel(x, row).reduce<number>((sum, v) => sum + (v ?? 0), 0);
    expect(brightness(answerX + 10)).toBeLessThan(brightness(answerX - 3));
    const checked = await call<{ sliderToken: string }>(t.app, 'webCaptcha/checkSlider', {
      captchaId: puzzle.captchaId,
      x: rim,
      durationMs: 700,
    });
    expect(checked).toMatchObject({ result: true, code: 0 });
  });
});
