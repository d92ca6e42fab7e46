import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { logger } from '../logger.ts';

/** One message to one recipient, with the key that makes a repeat of it harmless. */
export interface OutgoingMessage {
  /** A LINE user or group id; '' for the log. */
  to: string;
  text: string;
  template: string;
  retryKey: string;
}

/**
 * What became of one send: delivered, worth another try later (rate limit, server error,
 * timeout, network), or refused for good (a bad token, a bad recipient).
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string }
  | { kind: 'failed'; error: string };

/** The port every channel's adapter fills. */
export interface NotificationChannel {
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/** The default: one structured line, with only the template and key (no personal data). */
export const logChannel: NotificationChannel = {
  async send(message) {
    logger.info('notification', { template: message.template, retryKey: message.retryKey });
    return { kind: 'sent' };
  },
};

export interface LineChannelOptions {
  channelAccessToken: string;
  /** LINE_API_BASE: LINE's API, or a local server in tests. */
  baseURL: string;
  /** A push not answered by then is tried again later (with the same retry key). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const ERROR_BODY_CHARS = 300;

/**
 * LINE Messaging API push through the official SDK, with the row's retry key as
 * X-Line-Retry-Key: a repeat after a crash answers 409 and is not sent again, so 409 is
 * delivered. 429, 5xx, timeouts and network errors are tried again; any other refusal (400, 401,
 * 403) fails at once. Errors never carry the token.
 */
export function createLineChannel(options: LineChannelOptions): NotificationChannel {
  const client = new messagingApi.MessagingApiClient({
    channelAccessToken: options.channelAccessToken,
    baseURL: options.baseURL,
  });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const hide = (text: string) =>
    options.channelAccessToken ? text.split(options.channelAccessToken).join('***') : text;
  return {
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PushTimeout(timeoutMs)), timeoutMs);
      });
      try {
        await Promise.race([
          client.pushMessage(
            { to: message.to, messages: [{ type: 'text', text: message.text }] },
            message.retryKey,
          ),
          timeout,
        ]);
        return { kind: 'sent' };
      } catch (error) {
        return lineOutcome(error, hide);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

class PushTimeout extends Error {
  constructor(ms: number) {
    super(`LINE push not answered in ${ms} ms`);
  }
}

function lineOutcome(error: unknown, hide: (text: string) => string): SendOutcome {
  if (error instanceof HTTPFetchError) {
    const status = error.status;
    if (status === 409) return { kind: 'sent' };
    const text = hide(`LINE ${status}: ${error.body.slice(0, ERROR_BODY_CHARS)}`);
    if (status === 429 || status >= 500) return { kind: 'retry', error: text };
    return { kind: 'failed', error: text };
  }
  const text = hide(error instanceof Error ? error.message : String(error));
  return { kind: 'retry', error: text };
}
