import path from 'node:path';
import { z } from 'zod';

/** Every setting the server reads from its environment. The README lists the same variables. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Postgres when set; the embedded database under `dataDir` when not. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly logLevel: string;
}

export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = environmentSchema.parse(environment);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: path.resolve(parsed.DATA_DIR),
    logLevel: parsed.LOG_LEVEL,
  };
};
