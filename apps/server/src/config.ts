import path from 'node:path';
import { z } from 'zod';
import { ConfigurationError } from './lib/configuration-error';
import { isHttpUrl } from '@souq/contract/common';
import { parseWriteLimits } from './lib/write-budget';
import { isAllowedSmsUrl } from './lib/sms';
import { defaultEndpointHostRules, parseEndpointHosts } from './modules/web-push/endpoint-hosts';

/** A zone the runtime knows; checked at start so a typo never reaches the dashboard as a 500. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']).transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Who may read the OpenAPI document and explorer at /api/docs. */
export const API_DOCS_AUDIENCES = ['public', 'staff', 'off'] as const;
export type ApiDocsAudience = (typeof API_DOCS_AUDIENCES)[number];

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().url().optional(),
    PGLITE_THREAD: bool.default(false),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
    TOKEN_TTL: z
      .string()
      .regex(/^\d+[smhd]$/, 'TOKEN_TTL looks like 12h or 7d')
      .default('7d'),
    PUBLIC_URL: z.string().refine(isHttpUrl, 'PUBLIC_URL must be an http:// or https:// address').optional(),
    APP_TIMEZONE: z.string().refine(isTimeZone, 'APP_TIMEZONE must be an IANA time zone such as Asia/Kuwait').default('Asia/Kuwait'),
    SEED_DEMO: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    LOGIN_RATE_MAX: z.coerce.number().int().min(1).default(10),
    UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().default(10),
    UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().default(100),
    // A decoded image costs about 4 bytes a pixel: 50 megapixels is a 48 MP phone photo, ~200 MB.
    UPLOAD_MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(50_000_000),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.string().url().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    PG_POOL_MAX: z.coerce.number().int().min(1).default(20),
    PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).default(120_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(1_000),
    API_DOCS: z.enum(API_DOCS_AUDIENCES, { error: `API_DOCS must be one of ${API_DOCS_AUDIENCES.join(', ')}` }).optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('Souq <no-reply@souq.local>'),
    // Credentials ride in the URL: https only, except a stand-in on this machine.
    SMS_URL: z.string().refine(isAllowedSmsUrl, 'SMS_URL must be an https:// address (http:// only to 127.0.0.1 or localhost)').optional(),
    SMS_FROM: z.string().min(1).max(20).default('Souq'),
    RESET_RATE_MAX: z.coerce.number().int().min(1).default(5),
    MEMBER_WRITE_RATE_MAX: z.coerce.number().int().min(1).default(30),
    REGISTER_RATE_MAX: z.coerce.number().int().min(1).default(10),
    VISITOR_RATE_MAX: z.coerce.number().int().min(1).default(300),
    // How long a self-registered account keeps new accounts' lower limits (0: none).
    NEW_ACCOUNT_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 30)
      .default(24),
    // `uploads=10,tickets=2`: the main limit of some kinds of members' writes (lib/write-budget.ts).
    MEMBER_WRITE_LIMITS: z
      .string()
      .transform((text, context) => {
        const parsed = parseWriteLimits(text);
        if ('problem' in parsed) {
          context.addIssue({ code: 'custom', message: `MEMBER_WRITE_LIMITS: ${parsed.problem}` });
          return z.NEVER;
        }
        return parsed.limits;
      })
      .optional(),
    EVENT_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).default(5),
    EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    EVENT_STREAMS_MAX: z.coerce.number().int().min(1).default(5_000),
    FCM_CREDENTIALS: z.string().min(1).optional(),
    FCM_API_URL: z.string().url().optional(),
    // The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints): both or neither;
    // without them one is generated once and kept in DATA_DIR/secrets/vapid.json.
    WEB_PUSH_VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'WEB_PUSH_VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
      .optional(),
    WEB_PUSH_VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'WEB_PUSH_VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
      .optional(),
    // Who the push services may contact about this sender: a mailto: or https: address.
    WEB_PUSH_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'WEB_PUSH_SUBJECT must be a mailto: or https:// address')
      .optional(),
    // The push services subscriptions may point at; anything else is refused (comma-separated).
    WEB_PUSH_ENDPOINT_HOSTS: z
      .string()
      .transform((text, context) => {
        const parsed = parseEndpointHosts(text);
        if ('problems' in parsed) {
          context.addIssue({ code: 'custom', message: `WEB_PUSH_ENDPOINT_HOSTS: cannot read ${parsed.problems.join(', ')} (host, host:port or *.domain)` });
          return z.NEVER;
        }
        return parsed.rules;
      })
      .optional(),
    OUTBOX_WORKER: bool.default(true),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL looks like redis://host:6379 or rediss://host:6380')
      .optional(),
    // Shown as links on the public pages: http(s) only, so a typo cannot become a `javascript:` link.
    ANDROID_STORE_URL: z
      .string()
      .refine(isHttpUrl, 'ANDROID_STORE_URL must be an http:// or https:// address')
      .default('https://play.google.com/store/apps/details?id=com.souq.app'),
    IOS_STORE_URL: z.string().refine(isHttpUrl, 'IOS_STORE_URL must be an http:// or https:// address').default('https://apps.apple.com/app/souq/id0000000000'),
  })
  .superRefine((env, context) => {
    if (Boolean(env.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(env.WEB_PUSH_VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['WEB_PUSH_VAPID_PUBLIC_KEY'],
        message: 'WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY go together: set both, or neither to keep a generated pair in DATA_DIR',
      });
    }
    // Half an S3 configuration must not start: the SDK would fill the gaps from a default cloud
    // endpoint and the machine's ambient credentials (instance metadata), or hang trying.
    if (!env.S3_BUCKET) return;
    const missing = S3_REQUIRED.filter((name) => !env[name]);
    if (missing.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `S3_BUCKET is set, so ${missing.join(', ')} must be set too (or unset S3_BUCKET to keep uploads on the local disk)`,
      });
    }
  });

/** Every variable the server reads: the README's table and .env.example list exactly these. */
export const SETTING_NAMES = Object.keys(ZEnv.shape);

/** What an S3 configuration needs besides the bucket: nothing is taken from defaults. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Config = ReturnType<typeof toConfig>;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `12h`, `7d`...: the form TOKEN_TTL is checked to have. */
function durationMs(value: string): number {
  const unit = value.slice(-1) as keyof typeof UNIT_MS;
  return Number(value.slice(0, -1)) * UNIT_MS[unit];
}

function toConfig(env: z.infer<typeof ZEnv>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    // The embedded database on a worker thread of its own instead of the API's event loop.
    pgliteThread: env.PGLITE_THREAD,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    jwtSecret: env.JWT_SECRET,
    tokenTtl: env.TOKEN_TTL,
    tokenTtlMs: durationMs(env.TOKEN_TTL),
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    // After SIGTERM the listener keeps accepting this long, answering 503 with Retry-After, so a
    // load balancer sees /readyz fail and stops sending before connections are refused.
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    // The embedded default is a demo or a developer's machine; a real deployment shows staff only.
    apiDocs: env.API_DOCS ?? (env.DATABASE_URL ? 'staff' : 'public'),
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
      maxImagePixels: env.UPLOAD_MAX_IMAGE_PIXELS,
    },
    // The refinement above has made sure that a bucket comes with everything else.
    s3:
      env.S3_BUCKET && env.S3_ENDPOINT && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
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
    // Without a provider, text messages are written to DATA_DIR/sms-outbox.
    sms: { url: env.SMS_URL, from: env.SMS_FROM },
    resetRateMax: env.RESET_RATE_MAX,
    memberWriteRateMax: env.MEMBER_WRITE_RATE_MAX,
    memberWriteLimits: env.MEMBER_WRITE_LIMITS ?? {},
    // Sign-ups one address may make in 15 minutes (an office or a phone network shares one).
    registerRateMax: env.REGISTER_RATE_MAX,
    // Reads without a token one address may make in a minute (a visitor browsing before joining):
    // a screen makes a few, typing a search one per pause, and an office or phone network shares one.
    visitorRateMax: env.VISITOR_RATE_MAX,
    // A self-registered account's first hours with fewer listings, new conversations and no links,
    // until it verifies a phone (modules/trust/new-account-limits.ts); 0 turns the limits off.
    newAccountHours: env.NEW_ACCOUNT_HOURS,
    // Live event streams open at once on one process: a member's newest few (opening one more
    // closes their oldest), per client address, and in all (kept well under `ulimit -n`).
    eventStreams: { perMember: env.EVENT_STREAMS_PER_MEMBER, perAddress: env.EVENT_STREAMS_PER_ADDRESS, total: env.EVENT_STREAMS_MAX },
    // Path of the Firebase service-account key file; without it push deliveries are skipped.
    fcmCredentials: env.FCM_CREDENTIALS ? path.resolve(env.FCM_CREDENTIALS) : undefined,
    // Another FCM HTTP v1 endpoint (an egress proxy, or a stand-in in the scale-out run).
    fcmApiUrl: env.FCM_API_URL,
    webPush: {
      vapidKeys:
        env.WEB_PUSH_VAPID_PUBLIC_KEY && env.WEB_PUSH_VAPID_PRIVATE_KEY
          ? { publicKey: env.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: env.WEB_PUSH_VAPID_PRIVATE_KEY }
          : undefined,
      // Push services write to this address when a sender misbehaves; the site itself by default.
      subject: env.WEB_PUSH_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${env.ADMIN_EMAIL ?? 'webmaster@souq.invalid'}`),
      endpointHosts: env.WEB_PUSH_ENDPOINT_HOSTS ?? defaultEndpointHostRules(),
    },
    // 'off' when the outbox worker runs as its own process (`cli worker`).
    outboxWorker: env.OUTBOX_WORKER,
    // Shared rate-limit counters for several API processes; without it each process counts alone.
    redisUrl: env.REDIS_URL,
  };
}

/** Reads the environment once; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    // One line, so it reads whole in a terminal and as one entry in a service's log.
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return toConfig(parsed.data);
}
