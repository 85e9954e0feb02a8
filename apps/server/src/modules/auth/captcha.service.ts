import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, newId, newToken, nowIso, sha256 } from '../../lib/crypto.ts';
import { ERROR_CODES } from '@stone/shared';
import {
  findCaptcha,
  insertCaptcha,
  setCaptchaAttempts,
  setSliderToken,
  spendSliderToken,
} from './captcha.repository.ts';
import { drawGapPicture } from './captcha-image.ts';

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
const pngUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The piece is the same for every puzzle, so it tells nothing about where the gap is. */
const pieceSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><rect x="1" y="1" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="#ffffff" stroke="#0057ff" stroke-width="2"/></svg>`;

export async function createPuzzle(deps: AppDeps) {
  const id = newId();
  const answerX = randomInt(PIECE + 20, WIDTH - PIECE - 10);
  const pieceY = randomInt(10, HEIGHT - PIECE - 10);
  const now = nowIso();
  await insertCaptcha(deps.db, {
    id,
    answer_x: answerX,
    attempts: 0,
    token_hash: null,
    created_at: now,
    expires_at: addMs(now, PUZZLE_TTL_MS),
    consumed_at: null,
  });
  return {
    captchaId: id,
    width: WIDTH,
    height: HEIGHT,
    pieceSize: PIECE,
    pieceY,
    background: pngUrl(
      drawGapPicture({ width: WIDTH, height: HEIGHT, piece: PIECE, gapX: answerX, gapY: pieceY }),
    ),
    piece: svgUrl(pieceSvg()),
  };
}

/** Where the piece was dropped, and how long the drag took. */
export type PuzzleDrop = { captchaId: string; x: number; durationMs: number };

const failed = () => new AppError(ERROR_CODES.INVALID, 'captcha.sliderFailed');

/** Checks a drop; on success hands out a single-use token that one SMS send consumes. */
export async function checkPuzzle(deps: AppDeps, drop: PuzzleDrop) {
  const { captchaId, x, durationMs } = drop;
  const row = await findCaptcha(deps.db, captchaId);
  if (!row || row.token_hash || row.attempts >= MAX_ATTEMPTS || nowIso() >= row.expires_at)
    throw failed();
  await setCaptchaAttempts(deps.db, captchaId, row.attempts + 1);
  if (Math.abs(x - row.answer_x) > TOLERANCE || durationMs < MIN_DRAG_MS) throw failed();
  const token = newToken();
  const expiresAt = addMs(nowIso(), SLIDER_TOKEN_TTL_MS);
  await setSliderToken(deps.db, captchaId, { hash: sha256(token), expiresAt });
  return { sliderToken: token };
}

/** Spends a slider token; throws "sliding verification needed" when missing, used or expired. */
export async function consumeSliderToken(deps: AppDeps, sliderToken: string): Promise<void> {
  if (!(await spendSliderToken(deps.db, sha256(sliderToken), nowIso())))
    throw new AppError(ERROR_CODES.INVALID, 'captcha.sliderNeeded');
}

export async function answerForTests(deps: AppDeps, captchaId: string): Promise<number | null> {
  const row = await findCaptcha(deps.db, captchaId);
  return row?.answer_x ?? null;
}
