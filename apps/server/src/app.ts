import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@auditorias/domain/messages';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createChangeFeed } from './events/change-feed';
import { eventsRoutes } from './events/events.routes';
import { pollVersionsPlugin } from './events/poll-versions';
import { fixedAuditsJob } from './jobs/fixed-audits';
import { type Job, oncePerPeriod } from './jobs/scheduler';
import { dropInvisibleRequestText, refuseNulCharacters } from './lib/form';
import { loadSecretsKey, secretBox } from './lib/secrets';
import { activityOfRoute, activityPlugin } from './modules/activity/activity.plugin';
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService } from './modules/activity/activity.service';
import { auditReviewRoutes } from './modules/audits/audit-review.routes';
import { createAuditReviewService } from './modules/audits/audit-review.service';
import { auditsExportRoutes } from './modules/audits/audits.export';
import { auditsRoutes, clientAuditsRoutes } from './modules/audits/audits.routes';
import { createAuditsService } from './modules/audits/audits.service';
import { createSchedulerService } from './modules/audits/scheduler.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { blocksRoutes } from './modules/blocks/blocks.routes';
import { createBlocksService } from './modules/blocks/blocks.service';
import { clientsExportRoutes } from './modules/clients/clients.export';
import { clientsRoutes } from './modules/clients/clients.routes';
import { createClientsService } from './modules/clients/clients.service';
import { configRoutes } from './modules/config/config.routes';
import { createConfigService } from './modules/config/config.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { auditFilesExportRoutes } from './modules/files/audit-files.export';
import { auditFilesRoutes } from './modules/files/audit-files.routes';
import { createAuditFilesService } from './modules/files/audit-files.service';
import { filesRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { auditLedgerHooks } from './modules/finance/ledger';
import { healthRoutes } from './modules/health/health.routes';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes';
import { createImpersonationService } from './modules/impersonation/impersonation.service';
import { messagesExportRoutes } from './modules/messages/messages.export';
import { messagesRoutes } from './modules/messages/messages.routes';
import { createMessagesService } from './modules/messages/messages.service';
import { operatorPermissionsRoutes } from './modules/operator-permissions/operator-permissions.routes';
import { createOperatorPermissionsService } from './modules/operator-permissions/operator-permissions.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import { timeAlertsRoutes } from './modules/time-alerts/time-alerts.routes';
import { createTimeAlertsService } from './modules/time-alerts/time-alerts.service';
import { usersExportRoutes } from './modules/users/users.export';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { workSessionsRoutes } from './modules/work-sessions/work-sessions.routes';
import { admissionPlugin } from './plugins/admission';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { registerWebApp } from './plugins/web-app';
import { registerFinanceArea } from './routes/finance';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/storage';

// Validation messages of zod in Spanish, for every schema of the API.
z.config(z.locales.es());

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: string | undefined;
  /** The audit-trail action the route declares (`config.activity`): an action code, 'service', or undefined. */
  activity: string | undefined;
  /** The status codes whose answer the route declares (`schema.response`). */
  responses: string[];
  /** The route's zod contracts (body, querystring, params, response), for the contract tests. */
  schema: FastifySchema | undefined;
  /** The route's own body limit in bytes, when it sets one (else the server's `bodyLimit`). */
  bodyLimit: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    /** Scheduled work of this application, started by server.ts. */
    jobs: Job[];
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Where uploads go; FILES_STORAGE decides unless a test passes another. */
  storage?: FileStorage;
}

/** The application without listening: plugins, then modules, then the error and not-found handlers. */
/** Writes that may change who may do or see what (users, permissions, operator assignments, companies). */
const ACCESS_CHANGING_ROUTES =
  /^\/api\/(users|operator-permissions|clients|impersonation|work-sessions)(\/|\?|$)/;

export async function buildApp({ config, database, storage }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // What Node's HTTP parser refuses (URL or headers too long...) answers Spanish JSON too.
    clientErrorHandler,
    // So does what the router refuses before there is a route (an undecodable path, a huge parameter).
    frameworkErrors: frameworkErrorHandler,
    // While closing, a request arriving on an open connection is served (with `Connection: close`) instead of
    // Fastify's English 503 body; server.ts bounds how long the close may take.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The API documentation is public; every other route must declare what it needs (a test reads this list).
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, permission: 'public' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        permission: route.config?.permission,
        activity: activityOfRoute(route.config?.activity),
        responses: Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}),
        schema: route.schema,
        bodyLimit: route.bodyLimit,
      });
    }
  });
  // A NUL character in any JSON string, query or path value is a Spanish 400 before validation.
  app.addHook('preValidation', refuseNulCharacters);
  // Invisible characters at the ends of any JSON string or query value are dropped: they never count as text.
  app.addHook('preValidation', dropInvisibleRequestText);
  // API answers are private: never cached, unless a route set its own cache header (static web assets are
  // outside /api and keep theirs).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  await app.register(errorsPlugin);
  // The security headers of every answer (helmet), built once: @fastify/helmet built the middleware again, its
  // policy parsed, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // A bounded number of API requests at once; beyond it 503 with Retry-After, before any other work.
  await app.register(admissionPlugin, config.admission);
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  // A GET answer carries an ETag of its body; a poll that sends it back gets 304 without the body (before
  // compression, so that the tag is the body's own).
  // One listening connection per instance: server-sent events, the session cache's invalidation, and polls
  // answered 304 from change versions (before @fastify/etag, which keeps an ETag already set).
  const changes = createChangeFeed(database, app.log);
  await changes.start();
  await app.register(pollVersionsPlugin, { changes, db: database.db });
  await app.register(etag, { weak: true });
  // Before every route it must compress (the API, its documentation, the web files): it hooks the routes added later.
  await app.register(compressionPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'API del sistema de auditorías', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // One listening connection per instance: server-sent events and the session cache's invalidation.
  app.decorate('changes', changes);
  const auth = createAuthService({
    db: database.db,
    limits: config.session,
    throttle: new LoginThrottle(database.db, config.loginThrottle),
    changes,
  });
  app.addHook('onClose', async () => {
    await changes.stop();
    await auth.settle();
  });
  // A change of users, their permissions, operator-client permissions or companies applies on this instance at
  // the very next request (the other instances hear of it through LISTEN/NOTIFY a millisecond after the commit).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && ACCESS_CHANGING_ROUTES.test(request.url))
      auth.forgetCachedSessions();
    return payload;
  });
  const users = createUsersService({ db: database.db });
  const messages = createMessagesService({ db: database.db });
  const configService = createConfigService({ db: database.db });
  const files = createFilesService({
    db: database.db,
    storage: storage ?? createStorage(config, database.db),
  });
  const clients = createClientsService({
    db: database.db,
    secrets: secretBox(loadSecretsKey(config)),
    files,
    users,
    config: configService,
  });
  const operatorPermissions = createOperatorPermissionsService({ db: database.db });
  const audits = createAuditsService({
    db: database.db,
    files,
    config: configService,
    permissions: operatorPermissions,
  });
  const auditFiles = createAuditFilesService({ db: database.db, storage: files.storage });
  const scheduler = createSchedulerService({ db: database.db });
  // Each job once per period however many instances run it (a row in job_runs claims the period).
  app.decorate(
    'jobs',
    oncePerPeriod(database.db, [
      { name: 'auditorias-programadas', everyMs: 30 * 60 * 1000, run: (now?: Date) => scheduler.run(now) },
      {
        name: 'retencion-archivos-30-dias',
        everyMs: 6 * 60 * 60 * 1000,
        run: (now?: Date) => auditFiles.purgeExpired(now),
      },
      {
        name: 'purgar-archivos-sin-usar',
        everyMs: 60 * 60 * 1000,
        run: (now?: Date) => files.purgeUnattached(now),
      },
      fixedAuditsJob({ db: database.db, config: configService }),
    ]),
  );
  const impersonation = createImpersonationService({ db: database.db });

  await app.register(authPlugin, { auth });
  await app.register(activityPlugin, { db: database.db });
  await app.register(healthRoutes, { prefix: '/api', dbKind: database.kind });
  await app.register(authRoutes, { prefix: '/api/auth', auth, users, impersonation });
  await app.register(usersRoutes, { prefix: '/api/users', auth, users });
  await app.register(usersExportRoutes, { prefix: '/api/users', users });
  await app.register(messagesRoutes, { prefix: '/api/messages', messages });
  await app.register(messagesExportRoutes, { prefix: '/api/messages', db: database.db });
  await app.register(eventsRoutes, { prefix: '/api', auth, changes });
  await app.register(impersonationRoutes, { prefix: '/api/impersonation', impersonation });
  await app.register(workSessionsRoutes, { prefix: '/api/work-sessions', auth });
  await app.register(staffRoutes, {
    prefix: '/api/work-sessions',
    staff: createStaffService({
      db: database.db,
      limits: config.session,
      onSessionsClosed: () => auth.forgetCachedSessions(),
    }),
  });
  await app.register(clientsRoutes, { prefix: '/api/clients', clients, files });
  await app.register(clientsExportRoutes, { prefix: '/api/clients', clients, db: database.db });
  await app.register(filesRoutes, { prefix: '/api/files', files });
  await app.register(operatorPermissionsRoutes, {
    prefix: '/api/operator-permissions',
    permissions: operatorPermissions,
  });
  await app.register(blocksRoutes, {
    prefix: '/api/blocks',
    blocks: createBlocksService({ db: database.db, permissions: operatorPermissions }),
  });
  await app.register(auditsRoutes, { prefix: '/api/audits', audits, files });
  await app.register(clientAuditsRoutes, { prefix: '/api/clients', audits });
  const reports = createReportsService({ db: database.db, config: configService, files });
  const review = createAuditReviewService({
    db: database.db,
    audits,
    config: configService,
    afterDelivery: reports.onDelivered,
    ledger: auditLedgerHooks,
  });
  await app.register(auditReviewRoutes, { prefix: '/api/audits', review, audits });
  await app.register(auditsExportRoutes, { prefix: '/api', audits, review });
  await app.register(reportsRoutes, { prefix: '/api/audits', reports, files });
  await app.register(auditFilesRoutes, { prefix: '/api/audits', auditFiles });
  await app.register(auditFilesExportRoutes, { prefix: '/api/audits', auditFiles });
  await app.register(dashboardRoutes, {
    prefix: '/api/dashboard',
    dashboard: createDashboardService({ db: database.db }),
  });
  // Finance, salaries and the accountant's files (routes/finance.ts).
  await registerFinanceArea(app, { config, database, configService, review });
  await app.register(timeAlertsRoutes, {
    prefix: '/api/time-alerts',
    timeAlerts: createTimeAlertsService({ db: database.db }),
  });
  await app.register(activityRoutes, {
    prefix: '/api/registro-actividad',
    activity: createActivityService({ db: database.db }),
  });
  await app.register(configRoutes, { prefix: '/api/config', config: configService, db: database.db });

  const webIndex = config.webDist ? path.join(config.webDist, 'index.html') : null;
  const serveWeb = webIndex !== null && fs.existsSync(webIndex);
  // The web app, and the code files of the previous builds for pages left open (plugins/web-app.ts).
  const web =
    serveWeb && config.webDist
      ? await registerWebApp(app, config.webDist, config.webRetainedAssetsDir ?? `${config.webDist}-retained`)
      : null;

  app.setNotFoundHandler((request, reply) => {
    const notFound = {
      success: false,
      error: MSG.routeNotFound,
      message: MSG.routeNotFound,
      code: 'NOT_FOUND',
    };
    if (web && (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/assets/'))
      return web.missingAsset(request, reply);
    if (web && request.method === 'GET' && !request.url.startsWith('/api')) return web.appPage(reply);
    return reply.code(404).send(notFound);
  });

  return app;
}
