import type { Access, Grants, PlanContext } from '@stone/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/database.ts';
import type { ReadCache } from './db/read-cache.ts';
import type { UniqueKey } from './lib/db-errors.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import type { AuthThrottles } from './modules/auth/auth-throttles.ts';
import type { SmsSender } from './modules/auth/sms-sender.ts';
import type { JobRegistry } from './modules/planning/plan-registry.ts';
import type { EventBus } from './events/event-bus.ts';
import type { PgChannel } from './events/pg-channel.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** Everything a service needs, built once per app (tests build one per dialect). */
export type AppDeps = {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** Reads repeated by every call, dropped on any write (docs/adr/0006). */
  readCache: ReadCache;
  hasher: PasswordHasher;
  sms: SmsSender;
  throttles: AuthThrottles;
  /** Planning runs: the queue and the live jobs of this app. */
  planJobs: JobRegistry;
  /** Uploaded files (storage/file-storage.ts). */
  storage: FileStorage;
  /** Live events of an enterprise, across instances on PostgreSQL (events/event-bus.ts). */
  events: EventBus;
  /** The PostgreSQL job queue, or null: plans and DXF reads run in this process (issue 21). */
  jobs: JobQueue | null;
  /** The LISTEN/NOTIFY link of this process to PostgreSQL, or null on SQLite. */
  pgChannel: PgChannel | null;
};

/** Who is calling, resolved by the auth hook before any handler runs. */
export type RequestAuth = {
  userId: string;
  sessionId: string;
  orgId: string | null;
  /** Present for enterprise endpoints: the caller's membership and what it grants. */
  member: { memberId: string; roleId: string; grants: Grants; plan: PlanContext } | null;
};

/**
 * Who acts on an enterprise's rows, and for which enterprise: the one shape every service and
 * repository of an enterprise area takes first. `orgId` comes only from the session (auth hook).
 */
export type Actor = {
  orgId: string;
  userId: string;
  memberId: string;
  isSuperAdmin: boolean;
};

export type RouteAuditEntry = { method: string; url: string; access: Access | undefined };

/**
 * A server module as app.ts sees it: its endpoints, and the messages of its tables' unique keys.
 * Each module exports one from its `<module>.module.ts`, its front door.
 */
export type ServerModule = {
  register: (app: FastifyInstance) => void | Promise<void>;
  uniqueKeys?: readonly UniqueKey[];
};
