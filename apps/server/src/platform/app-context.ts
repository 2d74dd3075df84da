import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { ReadReplica } from '../db/read-replica';
import type { InvalidationBus } from './invalidation-bus';
import type { Config } from './config';
import type { MailSender } from './mail/mail-sender';
import type { TokenService } from './tokens';

/** What services need from the running server, passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  mail: MailSender;
  log: FastifyBaseLogger;
  /** Tells the features' in-memory copies of every change, by tag. */
  bus: InvalidationBus;
  /** The streaming replica heavy reads may use (`DATABASE_READ_URL`); reads go through `platform/replica-reads.ts`. */
  replica?: ReadReplica;
}
