import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { closeDeps, createDeps } from './create-deps.ts';
import { DEMO_USERNAME, seedDemo } from './demo/seed-demo.ts';
import { startFileHousekeeping } from './modules/files/orphan-files.ts';
import { failInterruptedRuns } from './modules/planning/plan-run-end.ts';

async function main() {
  const config = loadConfig();
  const deps = await createDeps(config);
  // Runs the last process left running can never finish; say so before anyone polls them. With
  // the PostgreSQL queue, runs belong to workers and other instances, which retry lost ones.
  if (!deps.jobs) await failInterruptedRuns(deps);
  const app = await buildApp(deps);
  // The demo's drawings and plans are read and planned here even on the queue: a first start
  // must not wait for a worker that may not run yet.
  const demo = await seedDemo({ ...deps, jobs: null });
  if (demo) {
    const shown = demo.generated ? demo.password : '(from DEMO_PASSWORD)';
    // Printed once, to the console only: the first person at the terminal needs it to sign in.
    console.log(
      `\nDemo enterprise created. Sign in as "${DEMO_USERNAME}" with password ${shown}\n`,
    );
  }
  const stopHousekeeping = startFileHousekeeping(deps, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
