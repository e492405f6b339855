import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess, WriteKind } from '@souq/contract/route';
import type { Config } from './config';
import type { Database } from './db/client';
import { dbPlugin } from './plugins/db';
import { authPlugin } from './plugins/auth';
import { createVisitorThrottle } from './lib/visitor-throttle';
import { errorHandlerPlugin } from './plugins/error-handler';
import { drainPlugin } from './plugins/drain';
import { requestDeadlinePlugin } from './plugins/request-deadline';
import { securityPlugin } from './plugins/security';
import { storagePlugin } from './plugins/storage';
import { swaggerPlugin } from './plugins/swagger';
import { webPlugin } from './plugins/web';
import { LocalStorage } from './modules/uploads/local-storage';
import { S3Storage } from './modules/uploads/s3-storage';
import type { Storage } from './modules/uploads/storage';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { bannersRoutes } from './modules/banners/banners.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { supportRoutes } from './modules/support/support.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { publicPostsRoutes } from './modules/public-posts/public-posts.routes';
import { publicListingsRoutes } from './modules/public-listings/public-listings.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { usersRoutes } from './modules/users/users.routes';
import { postsRoutes } from './modules/posts/posts.routes';
import { storiesRoutes } from './modules/stories/stories.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { consoleListsRoutes } from './modules/console-lists/console-lists.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { mailerPlugin } from './plugins/mailer';
import { backgroundPlugin } from './plugins/background';
import { strikesRoutes } from './modules/strikes/strikes.routes';
import { createMailer, type Mailer } from './lib/mailer';
import { createSmsSender, type SmsSender } from './lib/sms';
import { webDistDir } from './lib/paths';
import { OneLinePerRequest } from './lib/logger';
import { persistentSecret, persistentVapidKeys } from './lib/secrets';
import { checkedSerializer, compiledSerializer } from './lib/response-serializer';
import { createWriteBudget } from './lib/write-budget';
import { classifiedsRoutes } from './modules/classifieds/classifieds.routes';
import { dropdownValuesRoutes } from './modules/dropdown-values/dropdown-values.routes';
import { searchSynonymsRoutes } from './modules/search-synonyms/search-synonyms.routes';
import { textQueriesPlugin } from './modules/listing-search/text-queries';
import { chatWarningsRoutes } from './modules/chat-warnings/chat-warnings.routes';
import { watchedWordsRoutes } from './modules/trust/watched-words.routes';
import { areasRoutes } from './modules/areas/areas.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { districtsRoutes } from './modules/districts/districts.routes';
import { memberEventsPlugin } from './modules/member-events/member-events.plugin';
import { memberEventsRoutes } from './modules/member-events/member-events.routes';
import { memberActivityRoutes } from './modules/member-activity/member-activity.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { unsubscribeSecretOf } from './modules/saved-searches/unsubscribe-token';
import { webPushRoutes } from './modules/web-push/web-push.routes';
import { memberAccountsRoutes } from './modules/member-accounts/member-accounts.routes';
import { memberPhoneRoutes } from './modules/member-phone/member-phone.routes';
import { memberPostsRoutes } from './modules/member-posts/member-posts.routes';
import { memberClassifiedsRoutes } from './modules/member-classifieds/member-classifieds.routes';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { chatOffersRoutes } from './modules/chat-offers/chat-offers.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { metricsPlugin } from './plugins/metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  budget: WriteKind | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  mailer?: Mailer;
  sms?: SmsSender;
  /**
   * Checks every answer against the contract with zod too, and that the compiled serializer wrote
   * the same JSON (the test suites turn it on; production serializes with the compiled one only).
   */
  checkResponses?: boolean;
}

function createStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  const storage = new LocalStorage(config.dataDir, config.publicUrl, persistentSecret(config.dataDir, 'upload-signing'));
  fs.mkdirSync(storage.root, { recursive: true });
  return storage;
}

/** Builds the whole HTTP application; listening and shutting down belong to server.ts. */
export async function buildApp({ config, database, logger, webRoot, mailer, sms, checkResponses = false }: AppDeps) {
  const app = Fastify({
    logger: logger ?? false,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // A request has this long to arrive whole, and a connection may stay silent no longer: slow
    // bodies trickled in to hold sockets open are cut off. Node checks the deadline on a timer,
    // so the timer runs often enough for the deadline to hold within a quarter of itself.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)) },
    routerOptions: { maxParamLength: 200 },
    // The drain plugin answers requests that arrive while the server closes, with Retry-After.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(checkResponses ? checkedSerializer : compiledSerializer);

  // Kept for introspection: the route-table test compares it with the contract.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url, access: route.config?.access, budget: route.config?.budget });
    }
  });
  app.decorate('registeredRoutes', registeredRoutes);

  const storage = createStorage(config);
  const storageOrigins = storage instanceof S3Storage ? storage.origins() : [];

  await app.register(errorHandlerPlugin);
  await app.register(requestDeadlinePlugin, { timeoutMs: config.requestTimeoutMs });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    extraOrigins: storageOrigins,
    redisUrl: config.redisUrl,
  });
  // Before any route: routes that declare a write budget spend from it.
  app.decorate(
    'writeBudget',
    createWriteBudget(app, {
      ordinary: config.memberWriteRateMax,
      logins: config.loginRateMax,
      signUps: config.registerRateMax,
      resets: config.resetRateMax,
      overrides: config.memberWriteLimits,
    }),
  );
  app.decorate('visitorThrottle', createVisitorThrottle(app, config.visitorRateMax));
  await app.register(drainPlugin);
  await app.register(dbPlugin, { database });
  await app.register(metricsPlugin);
  await app.register(storagePlugin, { storage });
  await app.register(backgroundPlugin);
  await app.register(mailerPlugin, {
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: (message, details) => app.log.info(details, message),
      }),
    sms:
      sms ??
      createSmsSender({
        url: config.sms.url,
        from: config.sms.from,
        outboxDir: path.join(config.dataDir, 'sms-outbox'),
        log: (message, details) => app.log.info(details, message),
      }),
  });
  await app.register(authPlugin, {
    secret: config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt'),
    tokenTtl: config.tokenTtl,
    tokenTtlMs: config.tokenTtlMs,
  });
  if (config.apiDocs !== 'off') await app.register(swaggerPlugin, { audience: config.apiDocs });

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes, {
    loginRateMax: config.loginRateMax,
    appealSecret: `${config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt')}:block-appeals`,
  });
  await app.register(uploadsRoutes, { limits: config.upload });
  await app.register(bannersRoutes);
  await app.register(settingsRoutes, { stores: config.stores });
  await app.register(supportRoutes);
  await app.register(notificationsRoutes, { pushConfigured: Boolean(config.fcmCredentials) });
  await app.register(passwordResetRoutes, { publicUrl: config.publicUrl });
  await app.register(publicPostsRoutes, { publicUrl: config.publicUrl });
  await app.register(publicListingsRoutes, { publicUrl: config.publicUrl });
  await app.register(categoriesRoutes);
  await app.register(dashboardRoutes, { timezone: config.timezone });
  await app.register(usersRoutes);
  await app.register(postsRoutes);
  await app.register(storiesRoutes);
  await app.register(auditRoutes);
  await app.register(consoleListsRoutes);
  await app.register(moderationRoutes);
  await app.register(classifiedsRoutes);
  await app.register(countriesRoutes);
  await app.register(districtsRoutes);
  await app.register(areasRoutes);
  await app.register(dropdownValuesRoutes);
  await app.register(textQueriesPlugin);
  await app.register(searchSynonymsRoutes);
  await app.register(chatWarningsRoutes);
  await app.register(watchedWordsRoutes);

  // The members' API.
  await app.register(memberEventsPlugin, { redisUrl: config.redisUrl });
  await app.register(memberAccountsRoutes, { publicUrl: config.publicUrl, newAccountHours: config.newAccountHours });
  await app.register(memberPhoneRoutes, { secret: `${config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt')}:phone-codes` });
  await app.register(memberPostsRoutes, { publicUrl: config.publicUrl });
  await app.register(memberClassifiedsRoutes);
  await app.register(conversationsRoutes, { publicUrl: config.publicUrl });
  await app.register(chatOffersRoutes, { publicUrl: config.publicUrl });
  await app.register(ratingsRoutes);
  await app.register(memberEventsRoutes, { limits: config.eventStreams });
  await app.register(memberActivityRoutes);
  await app.register(savedSearchesRoutes, { unsubscribeSecret: unsubscribeSecretOf(config, persistentSecret) });
  await app.register(strikesRoutes, { secret: `${config.jwtSecret ?? persistentSecret(config.dataDir, 'jwt')}:block-appeals` });
  await app.register(webPushRoutes, {
    publicKey: (config.webPush.vapidKeys ?? persistentVapidKeys(config.dataDir)).publicKey,
    endpointHosts: config.webPush.endpointHosts,
  });

  await app.register(webPlugin, { root: webRoot ?? webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
