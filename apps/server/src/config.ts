import path from 'node:path';
import { z } from 'zod';

/** A zone the runtime knows; checked at start so a typo never reaches the dashboard as a 500. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  TOKEN_TTL: z.string().regex(/^\d+[smhd]$/, 'TOKEN_TTL looks like 12h or 7d').default('7d'),
  PUBLIC_URL: z.string().url().optional(),
  APP_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'APP_TIMEZONE must be an IANA time zone such as Asia/Kuwait')
    .default('Asia/Kuwait'),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  LOGIN_RATE_MAX: z.coerce.number().int().min(1).default(10),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().default(10),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().default(100),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  PG_POOL_MAX: z.coerce.number().int().min(1).default(20),
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Souq <no-reply@souq.local>'),
  RESET_RATE_MAX: z.coerce.number().int().min(1).default(5),
  FCM_CREDENTIALS: z.string().min(1).optional(),
  FCM_API_URL: z.string().url().optional(),
  OUTBOX_WORKER: bool.default(true),
  ANDROID_STORE_URL: z.string().url().default('https://play.google.com/store/apps/details?id=com.souq.app'),
  IOS_STORE_URL: z.string().url().default('https://apps.apple.com/app/souq/id0000000000'),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof ZEnv>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    jwtSecret: env.JWT_SECRET,
    tokenTtl: env.TOKEN_TTL,
    publicUrl,
    timezone: env.APP_TIMEZONE,
    stores: { android: env.ANDROID_STORE_URL, ios: env.IOS_STORE_URL },
    // Demo data belongs on the embedded database; a real PostgreSQL gets it only when asked.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    loginRateMax: env.LOGIN_RATE_MAX,
    upload: {
      maxImageBytes: Math.round(env.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
      maxVideoBytes: Math.round(env.UPLOAD_MAX_VIDEO_MB * 1024 * 1024),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    pgPoolMax: env.PG_POOL_MAX,
    // A request waits at most this long for a database connection before it answers 503.
    pgConnectTimeoutMs: env.PG_CONNECT_TIMEOUT_MS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    resetRateMax: env.RESET_RATE_MAX,
    // Path of the Firebase service-account key file; without it push deliveries are skipped.
    fcmCredentials: env.FCM_CREDENTIALS ? path.resolve(env.FCM_CREDENTIALS) : undefined,
    // Where messages:send lives when it is not Google's (an emulator, a proxy, a test receiver).
    fcmApiUrl: env.FCM_API_URL,
    // 'off' when the outbox worker runs as its own process (`cli worker`).
    outboxWorker: env.OUTBOX_WORKER,
  };
}

/** Reads the environment once; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
