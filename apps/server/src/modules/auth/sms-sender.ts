import type { FastifyBaseLogger } from 'fastify';

/** Where SMS codes go. Production plugs in a provider; development writes to the log. */
export type SmsSender = {
  send(phone: string, code: string): Promise<void>;
  /** The app hands its logger over once it exists. */
  bindLogger?(log: FastifyBaseLogger): void;
  /** Only the development sender remembers codes, for the test hook. */
  lastCodeFor?(phone: string): string | undefined;
};

/**
 * The development sender: the log stands in for the phone, so the code is written there on
 * purpose (request logs never carry it). Tests read `lastCodeFor` through the test hook.
 */
export function createDevSmsSender(): SmsSender {
  const lastCodes = new Map<string, string>();
  let log: FastifyBaseLogger | null = null;
  return {
    async send(phone, code) {
      lastCodes.set(phone, code);
      log?.info({ phoneTail: phone.slice(-4) }, `[dev sms] verification code ${code}`);
    },
    bindLogger: (logger) => {
      log = logger;
    },
    lastCodeFor: (phone) => lastCodes.get(phone),
  };
}
