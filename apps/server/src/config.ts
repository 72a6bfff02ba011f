import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server: this file runs from src/ (tsx, tests) or from dist/ (the built bundle), both one level down. */
const serverRoot = path.resolve(here, '..');

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED: z.enum(['demo', 'none']).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_NAME: z.string().default('Administrador'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).default(100),
  BUSY_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(300).default(2),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: booleanish.default(false),
  WEB_DIST: z.string().optional(),
  WEB_RETAINED_ASSETS_DIR: z.string().optional(),
  SECRETS_KEY: z.string().optional(),
  FILES_DIR: z.string().optional(),
  FILES_STORAGE: z
    .enum(['disk', 'postgres'], {
      error: "debe ser 'disk' (carpeta FILES_DIR) o 'postgres' (en la base de datos, para varias instancias)",
    })
    .optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  seed: 'demo' | 'none' | undefined;
  firstAdmin: { email: string; password: string; name: string } | null;
  logLevel: Env['LOG_LEVEL'];
  session: { idleMinutes: number; maxHours: number };
  loginThrottle: { maxPerUser: number; maxPerIp: number; windowMinutes: number };
  rateLimitPerMinute: number;
  /**
   * Admission control (plugins/admission.ts): API requests being checked at once (session, body) and as many at
   * work in this instance's handlers, beyond which a request is answered 503 with a Retry-After between
   * `retryAfterSeconds` and twice it (0: no bound), and so is every request while the event loop runs more than `maxEventLoopDelayMs` late (0: not
   * checked; by default 200, and 0 in tests, whose machine is shared). Event streams and health are not counted.
   */
  admission: { maxInFlight: number; retryAfterSeconds: number; maxEventLoopDelayMs: number };
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Folder of the built web app, served at / when present. */
  webDist: string | null;
  /** Copies of the previous builds' assets (plugins/web-app.ts); `<webDist>-retained` when not set. */
  webRetainedAssetsDir: string | null;
  /** Key for secrets at rest (DVR passwords): 32 bytes as base64 or hex; see secrets.ts for demo mode. */
  secretsKey: string | null;
  /**
   * Where uploaded files are stored: `postgres` (table stored_file_contents, shared by every instance; the default
   * with DATABASE_URL) or `disk` under `filesDir` (the default of the embedded database).
   */
  filesStorage: 'disk' | 'postgres';
  /** The folder of the disk storage (and of files stored on disk before switching to PostgreSQL). */
  filesDir: string;
  uploadMaxBytes: number;
}

export class ConfigError extends Error {}

/** Reads the environment once; a wrong value stops the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Configuración inválida: ${problems}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new ConfigError('Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntos');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) },
    seed: env.SEED,
    firstAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME }
        : null,
    logLevel: env.LOG_LEVEL,
    session: { idleMinutes: env.SESSION_IDLE_MINUTES, maxHours: env.SESSION_MAX_HOURS },
    loginThrottle: {
      maxPerUser: env.LOGIN_MAX_FAILURES_PER_USER,
      maxPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    admission: {
      maxInFlight: env.MAX_REQUESTS_IN_FLIGHT,
      retryAfterSeconds: env.BUSY_RETRY_AFTER_SECONDS,
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 200),
    },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    webRetainedAssetsDir: env.WEB_RETAINED_ASSETS_DIR ? path.resolve(env.WEB_RETAINED_ASSETS_DIR) : null,
    secretsKey: env.SECRETS_KEY ?? null,
    filesStorage: env.FILES_STORAGE ?? (env.DATABASE_URL ? 'postgres' : 'disk'),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR, 'files')),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
  };
}
