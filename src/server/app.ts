import { Hono } from 'hono';
import { authRoutes } from './accounts/auth.routes.ts';
import { membersRoutes } from './accounts/members.routes.ts';
import { addressRoutes } from './addresses/addresses.routes.ts';
import { agronomyRoutes } from './agronomy/agronomy.routes.ts';
import { createAnalyticsRoutes, refuseEventFloods } from './analytics/analytics.routes.ts';
import { EventIntake } from './analytics/event-intake.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { adminProductRoutes } from './catalog/admin-products.routes.ts';
import { createCatalogRoutes } from './catalog/catalog.routes.ts';
import { catalogVersion } from './catalog/catalog-cache.ts';
import { stockEffects } from './catalog/order-effects.ts';
import { stockAlertRoutes } from './catalog/stock-alerts.routes.ts';
import type { AppConfig } from './config.ts';
import { adminContentRoutes } from './content/admin-content.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { productReviewRoutes } from './content/product-reviews.routes.ts';
import { reviewsOfOrder } from './content/product-reviews.service.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import { farmRoutes } from './farm/farm.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import type { AppEnv } from './http/env.ts';
import { AppError, errorBody, handleError } from './http/errors.ts';
import { refuseUnstorableUrl } from './http/input-guard.ts';
import { PageStore } from './http/page-store.ts';
import { requestLog } from './http/request-log.ts';
import { csrfOriginCheck, securityHeaders } from './http/security.ts';
import { loadSession } from './http/session.ts';
import { mountStaticSite } from './http/static.ts';
import { setLogLevel } from './logger.ts';
import { adminNotificationRoutes } from './notifications/admin-notifications.routes.ts';
import { lineLinkRoutes, lineWebhookRoutes } from './notifications/line-link.routes.ts';
import { lineChannelReady } from './notifications/notifications.service.ts';
import { adminOrderRoutes } from './orders/admin-orders.routes.ts';
import { provideOrderOwners } from './orders/order-effects.ts';
import { lockOrderForDocuments } from './orders/order-for-documents.ts';
import { revenueByShopDay, revenueOfTwoWindows } from './orders/order-stats.ts';
import { createOrderRoutes } from './orders/orders.routes.ts';
import { pendingPointsOf } from './orders/pending-points.ts';
import { createReportRoutes } from './orders/reports.routes.ts';
import { adminPaymentRoutes } from './payments/admin-payments.routes.ts';
import { paymentEffects } from './payments/order-effects.ts';
import { slipSentFor } from './payments/order-slips.ts';
import { paymentRoutes } from './payments/payment.routes.ts';
import { findReceipt } from './payments/receipts.ts';
import { slipRoutes } from './payments/slips.routes.ts';
import { eraseOwnAccount, personalDataOf } from './personal-data.ts';
import { pointsOfMonth } from './points/month-points.ts';
import { pointsEffects } from './points/order-effects.ts';
import { createPointsRoutes } from './points/points.routes.ts';
import { createPrivacyRoutes } from './privacy/privacy.routes.ts';
import { adminPromotionRoutes } from './promotions/admin-promotions.routes.ts';
import { codeUseEffects } from './promotions/order-effects.ts';
import { promotionRoutes } from './promotions/promotions.routes.ts';
import { redemptionRoutes } from './promotions/redemption.routes.ts';
import { noIndex, noIndexPrivatePages, seoRoutes } from './seo/seo.routes.ts';
import { productPagePaths } from './seo/seo.service.ts';
import { adminSettingsRoutes } from './settings/admin-settings.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { createSetupRoutes } from './settings/setup.routes.ts';
import { shippingRoutes } from './shipping/shipping.routes.ts';
import { shippingFeesSaved } from './shipping/shipping-settings.ts';
import { taxDocumentEffects } from './tax-documents/order-effects.ts';
import { createTaxDocumentRoutes } from './tax-documents/tax-documents.routes.ts';
import { adminUploadRoutes, uploadedFileRoutes } from './uploads/uploads.routes.ts';

export interface AppDeps {
  db: Database;
  dbKind: DatabaseKind;
  config: AppConfig;
  /** Folder of the built SPA; when absent only the API is served (tests, dev). */
  staticRoot?: string;
  /**
   * Where browsers' events wait to be written (buffered, written every 500 ms, by default). The
   * server passes its own so that it can flush it on shutdown.
   */
  events?: EventIntake;
  /**
   * Given the stop of what the static site runs in the background (product pages prerendered,
   * http/prerendered-pages.ts), for the server to end it before the database closes. Without it
   * no page is prerendered (tests that build an app of their own).
   */
  onBackgroundWork?: (stop: () => Promise<void>) => void;
}

/**
 * Every route under /api, chained so that its type carries each path, input and answer: the SPA's
 * and the tests' typed client is built from `ApiRoutes` (client/lib/api.ts). Bodies are limited
 * where they are read: JSON at 1 MB (`jsonBody`, http/input.ts), browsers' events at 256 KB
 * (analytics.routes.ts), picture uploads at 5 MB (uploads.routes.ts), slip pictures at 10 MB
 * (payments/slips.routes.ts), LINE's signed webhook at 1 MB (notifications/line-link.routes.ts).
 * A body nobody reads is drained by Node.
 */
export function createApiRoutes(deps: { events: EventIntake }) {
  return new Hono<AppEnv>()
    .use('*', csrfOriginCheck)
    .use('*', refuseUnstorableUrl)
    .use('*', loadSession)
    .route('/', healthRoutes)
    .route('/', settingsRoutes)
    .route('/', authRoutes)
    .route('/', membersRoutes)
    .route('/', addressRoutes)
    .route('/', createPrivacyRoutes({ exportOf: personalDataOf, erase: eraseOwnAccount }))
    .route('/', agronomyRoutes)
    .route('/', farmRoutes)
    .route('/', adminSettingsRoutes)
    .route('/', createSetupRoutes({ shippingFeesSaved, lineChannelReady }))
    .route('/', adminNotificationRoutes)
    .route('/', lineLinkRoutes)
    .route('/', lineWebhookRoutes)
    .route('/', adminProductRoutes)
    .route('/', adminContentRoutes)
    .route('/', productReviewRoutes)
    .route('/', stockAlertRoutes)
    .route('/', adminUploadRoutes)
    .route('/', slipRoutes)
    .route('/', paymentRoutes)
    .route('/', adminPaymentRoutes)
    .route('/', shippingRoutes)
    .route('/', cartRoutes)
    .route('/', promotionRoutes)
    .route('/', redemptionRoutes)
    .route('/', adminPromotionRoutes)
    .route('/', createOrderRoutes({ reviewsOf: reviewsOfOrder }))
    .route('/', createAnalyticsRoutes(deps.events, { revenueOfTwoWindows, revenueByShopDay }))
    .route('/', createCatalogRoutes())
    .route('/', contentRoutes)
    .route('/', adminOrderRoutes)
    .route(
      '/',
      createTaxDocumentRoutes({ lockOrder: lockOrderForDocuments, receiptOf: findReceipt }),
    )
    .route('/', createPointsRoutes({ pendingOf: pendingPointsOf }))
    .route('/', createReportRoutes({ pointsOf: pointsOfMonth }))
    .route('/', auditRoutes);
}

/** The API's routes as the typed client sees them. */
export type ApiRoutes = ReturnType<typeof createApiRoutes>;

/** Builds the whole HTTP application; tests call it without opening a port. */
export function createApp(deps: AppDeps) {
  setLogLevel(deps.config.LOG_LEVEL);
  // The lifecycle's effects by their owners: orders runs them without importing those domains.
  provideOrderOwners({
    effects: {
      ...stockEffects,
      ...codeUseEffects,
      ...paymentEffects,
      ...pointsEffects,
      ...taxDocumentEffects,
    },
    slipSentFor,
  });
  const app = new Hono<AppEnv>();
  const events = deps.events ?? new EventIntake({ db: deps.db, kind: deps.dbKind });

  // First of all: a flood of event requests is refused before anything else runs for it.
  app.use('/api/events', refuseEventFloods(events, deps.config.TRUST_PROXY));
  app.use('*', requestLog);
  app.use('*', securityHeaders);
  // Search engines index neither the API nor the pages that are not public (seo/seo.routes.ts).
  app.use('/api/*', noIndex);
  app.use('*', noIndexPrivatePages);
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('dbKind', deps.dbKind);
    c.set('config', deps.config);
    await next();
  });

  const api = createApiRoutes({ events });
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });

  app.route('/api', api);
  app.route('/', uploadedFileRoutes);
  app.route('/', seoRoutes);
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));

  if (deps.staticRoot) {
    const { onBackgroundWork } = deps;
    const prerendered = mountStaticSite(app, deps.staticRoot, {
      catalogVersion: () => catalogVersion(deps.db),
      prerender: onBackgroundWork && {
        productPages: () => productPagePaths(deps.db),
        origin: deps.config.PUBLIC_ORIGIN,
        store: new PageStore(deps.db),
      },
    });
    if (prerendered && onBackgroundWork) onBackgroundWork(() => prerendered.stop());
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
