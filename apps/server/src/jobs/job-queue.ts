// The PostgreSQL job queue (issue 21, docs/adr/0015): planning runs and DXF reads become jobs in
// pg-boss tables of the same database, taken by `npm run worker` processes on any machine. A job
// whose worker dies stays `active` until its expiry, then pg-boss puts it back once (retryLimit
// 1); a plan job that fails twice goes to a dead-letter queue, whose handler marks the run
// failed. SQLite has no queue: deps.jobs is null and the in-process pools run everything.
import PgBoss from 'pg-boss';
import type { PgChannel } from '../events/pg-channel.ts';
import { channelName } from '../events/pg-channel.ts';

export const QUEUES = {
  plan: 'plan',
  /** Plan jobs that failed twice (killed workers): the run is marked failed. */
  planDead: 'plan-dead',
  dxfRead: 'dxf-read',
} as const;

export type JobQueueOptions = {
  url: string;
  /** The app's schema (tests); pg-boss keeps its tables in a schema of its own beside it. */
  schema: string | undefined;
  /** Seconds a job may stay active past its own time budget before it counts as lost. */
  expiryGraceSeconds: number;
  /** How often expired jobs are looked for (one instance does it per interval). */
  maintenanceSeconds: number;
};

export type JobQueue = {
  boss: PgBoss;
  /** The schema pg-boss uses (backups leave it out: jobs are work in flight, not data). */
  bossSchema: string;
  expiryGraceSeconds: number;
  /** Where cancels of running plans are announced (workers listen). */
  cancelChannel: string;
  channel: PgChannel;
  stop(): Promise<void>;
};

export const bossSchemaOf = (schema: string | undefined) => (schema ? `${schema}_jobs` : 'pgboss');

export async function openJobQueue(
  options: JobQueueOptions,
  channel: PgChannel,
): Promise<JobQueue> {
  const bossSchema = bossSchemaOf(options.schema);
  const boss = new PgBoss({
    connectionString: options.url,
    schema: bossSchema,
    max: 4,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    // Ended jobs are kept a day for diagnosis; their outcome lives in the app's own rows.
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 1,
  });
  // A lost connection is retried by pg-boss itself; the event keeps it from crashing the process.
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue(QUEUES.planDead, { name: QUEUES.planDead });
  await boss.createQueue(QUEUES.plan, {
    name: QUEUES.plan,
    retryLimit: 1,
    retryDelay: 0,
    deadLetter: QUEUES.planDead,
  });
  await boss.createQueue(QUEUES.dxfRead, { name: QUEUES.dxfRead, retryLimit: 1, retryDelay: 0 });
  return {
    boss,
    bossSchema,
    expiryGraceSeconds: options.expiryGraceSeconds,
    cancelChannel: channelName('stone_plan_cancel', options.schema),
    channel,
    stop: () => boss.stop({ graceful: false, wait: true, timeout: 5_000 }),
  };
}
