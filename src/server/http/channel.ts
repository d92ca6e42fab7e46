import type { Context } from 'hono';
import { type ClientChannel, channelOf } from '../../shared/domain/analytics.ts';

/** The channel of the request, by the one rule (shared/domain/analytics.ts). */
export function requestChannel(c: Context): ClientChannel {
  return channelOf({
    mobileHint: c.req.header('sec-ch-ua-mobile'),
    userAgent: c.req.header('user-agent'),
  });
}
