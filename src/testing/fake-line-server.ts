import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as it arrived. */
export interface ReceivedPush {
  authorization: string | undefined;
  retryKey: string | undefined;
  body: { to?: string; messages?: { type: string; text?: string }[] };
  /** What the fake answered. */
  status: number;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A local HTTP server speaking the contract of LINE's push endpoint
 * (POST /v2/bot/message/push, Bearer token, JSON { to, messages }): 200 with `sentMessages`, 409
 * for a retry key it has already accepted (and nothing sent again), 401 for another token, and
 * whatever status a test queues with `failNext` (500, 429, 400...). Every request is recorded.
 */
export class FakeLineServer {
  readonly received: ReceivedPush[] = [];
  /** The pushes it accepted (200): what LINE would have delivered. */
  readonly delivered: ReceivedPush[] = [];
  private readonly accepted = new Set<string>();
  private readonly queued: number[] = [];
  private server: Server | undefined;
  /** A delay before answering, in ms (a slow LINE). */
  delayMs = 0;

  readonly token: string;

  constructor(token = 'test-channel-token') {
    this.token = token;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('the fake LINE server is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  /** The next `times` pushes are answered `status`, whatever they carry. */
  failNext(status: number, times = 1) {
    for (let i = 0; i < times; i++) this.queued.push(status);
  }

  /** Every push for the next `ms` is answered `status` (a LINE outage), after any queued. */
  failFor(status: number, ms: number) {
    this.failing = { status, until: Date.now() + ms };
  }

  private failing: { status: number; until: number } | undefined;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.answer(req).then(async ({ status, body }) => {
        if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const at = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: ReceivedPush['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      body = {};
    }
    const retryKey = req.headers['x-line-retry-key'] as string | undefined;
    const push: ReceivedPush = {
      authorization: req.headers.authorization,
      retryKey,
      body,
      status: 200,
      at,
    };
    this.received.push(push);
    const reply = (status: number, answer: unknown) => {
      push.status = status;
      return { status, body: answer };
    };
    if (req.method !== 'POST' || req.url !== '/v2/bot/message/push') {
      return reply(404, { message: 'Not found' });
    }
    if (req.headers.authorization !== `Bearer ${this.token}`) {
      return reply(401, {
        message:
          'Authentication failed. Confirm that the access token in the authorization header is valid.',
      });
    }
    const queued = this.queued.shift();
    if (queued !== undefined) return reply(queued, { message: `fake LINE answers ${queued}` });
    if (this.failing && at < this.failing.until) {
      return reply(this.failing.status, { message: `fake LINE answers ${this.failing.status}` });
    }
    if (!body.to || !Array.isArray(body.messages) || body.messages.length === 0) {
      return reply(400, { message: 'The request body has 1 error(s)' });
    }
    if (retryKey && this.accepted.has(retryKey)) {
      return reply(409, { message: 'The retry key is already accepted' });
    }
    if (retryKey) this.accepted.add(retryKey);
    this.delivered.push(push);
    return reply(200, {
      sentMessages: body.messages.map(() => ({ id: randomUUID(), quoteToken: randomUUID() })),
    });
  }
}
