import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, newId, newToken, nowIso, sha256 } from '../../lib/crypto.ts';
import { ERROR_CODES } from '@stone/shared';

const WIDTH = 300;
const HEIGHT = 150;
const PIECE = 44;
/** How far (px) the dropped piece may be from the gap. */
const TOLERANCE = 6;
/** A drag quicker than this is not a person. */
const MIN_DRAG_MS = 150;
const MAX_ATTEMPTS = 3;
const PUZZLE_TTL_MS = 2 * 60_000;
const SLIDER_TOKEN_TTL_MS = 5 * 60_000;

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function backgroundSvg(gapX: number, gapY: number): string {
  const stripes = Array.from({ length: 7 }, (_, i) => {
    const hue = randomInt(180, 240);
    return `<rect x="${i * 45}" y="0" width="45" height="${HEIGHT}" fill="hsl(${hue},45%,${55 + (i % 3) * 8}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${stripes}<rect x="${gapX}" y="${gapY}" width="${PIECE}" height="${PIECE}" rx="6" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="2"/></svg>`;
}

const pieceSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><rect x="1" y="1" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="#ffffff" stroke="#0057ff" stroke-width="2"/></svg>`;

export async function createPuzzle(deps: AppDeps) {
  const id = newId();
  const answerX = randomInt(PIECE + 20, WIDTH - PIECE - 10);
  const pieceY = randomInt(10, HEIGHT - PIECE - 10);
  const now = nowIso();
  await deps.db
    .insertInto('captchas')
    .values({
      id,
      answer_x: answerX,
      attempts: 0,
      token_hash: null,
      created_at: now,
      expires_at: addMs(now, PUZZLE_TTL_MS),
      consumed_at: null,
    })
    .execute();
  return {
    captchaId: id,
    width: WIDTH,
    height: HEIGHT,
    pieceSize: PIECE,
    pieceY,
    background: svgUrl(backgroundSvg(answerX, pieceY)),
    piece: svgUrl(pieceSvg()),
  };
}

const failed = () => new AppError(ERROR_CODES.INVALID, 'captcha.sliderFailed');

/** Checks a drop; on success hands out a single-use token that one SMS send consumes. */
export async function checkPuzzle(deps: AppDeps, captchaId: string, x: number, durationMs: number) {
  const row = await deps.db
    .selectFrom('captchas')
    .selectAll()
    .where('id', '=', captchaId)
    .executeTakeFirst();
  if (!row || row.token_hash || row.attempts >= MAX_ATTEMPTS || nowIso() >= row.expires_at)
    throw failed();
  await deps.db
    .updateTable('captchas')
    .set({ attempts: row.attempts + 1 })
    .where('id', '=', captchaId)
    .execute();
  if (Math.abs(x - row.answer_x) > TOLERANCE || durationMs < MIN_DRAG_MS) throw failed();
  const token = newToken();
  await deps.db
    .updateTable('captchas')
    .set({ token_hash: sha256(token), expires_at: addMs(nowIso(), SLIDER_TOKEN_TTL_MS) })
    .where('id', '=', captchaId)
    .execute();
  return { sliderToken: token };
}

/** Spends a slider token; throws "sliding verification needed" when missing, used or expired. */
export async function consumeSliderToken(deps: AppDeps, sliderToken: string): Promise<void> {
  const result = await deps.db
    .updateTable('captchas')
    .set({ consumed_at: nowIso() })
    .where('token_hash', '=', sha256(sliderToken))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new AppError(ERROR_CODES.INVALID, 'captcha.sliderNeeded');
}

export async function answerForTests(deps: AppDeps, captchaId: string): Promise<number | null> {
  const row = await deps.db
    .selectFrom('captchas')
    .select('answer_x')
    .where('id', '=', captchaId)
    .executeTakeFirst();
  return row?.answer_x ?? null;
}
