/**
 * Bytes on the wire and time to content of a cold page load in Chromium (/usr/bin/chromium,
 * never a downloaded browser), against the real server serving a production build: the sign-in
 * page signed out, and the home screen (/index) signed in. Each load is a fresh browser context
 * (empty cache), unthrottled and at 40 ms RTT / 10 Mbps (CDP Network.emulateNetworkConditions),
 * and once more with `Accept-Encoding: identity` to show what compression saves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

export type WireRow = {
  page: string;
  network: string;
  encoding: string;
  requests: number;
  wireKb: number;
  contentMs: number;
};

const SERVER = resolve(import.meta.dirname, '../../server/bench/serve-app.ts');
const PORT = 18117;
/** Loads per configuration; the time reported is their median (the machine is shared). */
const RUNS = Number(process.env.BENCH_WIRE_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;

function startServer(distDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, String(PORT)], {
    env: { ...process.env, WEB_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ok(child));
    child.on('exit', (code) => fail(new Error(`serve-app exited with ${code}`)));
  });
}

async function signIn(): Promise<string> {
  const res = await fetch(`${ORIGIN}/api/v1/webAuth/loginByPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Bench1234' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

type Load = { page: string; path: string; token?: string; ready: string };

async function measure(
  browser: Browser,
  load: Load,
  throttled: boolean,
  identity: boolean,
): Promise<WireRow> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    ...(identity ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}),
  });
  if (load.token) {
    await context.addCookies([{ name: 'stone_token', value: load.token, url: ORIGIN }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (10 * 1024 * 1024) / 8,
    });
  }
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(`${ORIGIN}${load.path}`);
  await page.waitForSelector(load.ready, { state: 'visible', timeout: 60_000 });
  const contentMs = await page.evaluate(() => performance.now());
  // Whatever the screen still fetches after showing its content counts as wire bytes too.
  await page.waitForLoadState('networkidle');
  await context.close();
  return {
    page: load.page,
    network: throttled ? '40 ms / 10 Mbps' : 'loopback',
    encoding: identity ? 'identity' : 'br/gzip',
    requests,
    wireKb: bytes / 1024,
    contentMs,
  };
}

/** Runs every load against `distDir`; the server is the demo app (bench/serve-app.ts). */
export async function measureWire(distDir: string): Promise<WireRow[]> {
  const server = await startServer(distDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const token = await signIn();
    const loads: Load[] = [
      { page: 'sign-in (/login)', path: '/login', ready: 'input[type="password"]' },
      // The home screen's content: its figures and the chart drawn by echarts (an svg).
      { page: 'home (/index), signed in', path: '/index', token, ready: 'main svg' },
    ];
    const rows: WireRow[] = [];
    for (const load of loads) {
      for (const throttled of [false, true]) {
        for (const identity of [false, true]) {
          const runs: WireRow[] = [];
          for (let i = 0; i < RUNS; i++)
            runs.push(await measure(browser, load, throttled, identity));
          runs.sort((a, b) => a.contentMs - b.contentMs);
          const median = runs[Math.floor(runs.length / 2)];
          if (median) rows.push(median);
        }
      }
    }
    return rows;
  } finally {
    await browser.close();
    server.kill();
  }
}
