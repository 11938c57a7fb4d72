import pino from 'pino';
import { env } from './env';

/** The server's structured logger (pino, JSON lines on stdout). */
export const logger = pino({
  level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
  base: undefined,
});
