import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Blockchains } from './api-types';

export type ServiceLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/** What every service module is built from. */
export interface ServiceDeps {
  db: Db;
  log: ServiceLogger;
  /** Chain new assets are issued on. */
  blockchain: Blockchains;
}
