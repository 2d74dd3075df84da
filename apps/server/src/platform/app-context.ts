import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { ChangeFeed } from './change-feed';
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
  /** In-memory copies kept exact by the database's change notifications. */
  changes: ChangeFeed;
}
