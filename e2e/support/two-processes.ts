import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build.ts';
import { FakeLineServer } from '../../src/testing/fake-line-server.ts';
import { startS3Server } from '../../src/testing/s3-server.ts';

/**
 * Two processes of the built shop on one PostgreSQL database and one S3 bucket, behind nginx
 * (round-robin, the headers of deploy/nginx.conf), as compose.yaml runs the shop in production;
 * LINE is a local server. Everything it starts is stopped, and the database dropped, by `stop`,
 * also when the start failed half-way.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_BUNDLE = path.join(root, 'dist/server/index.js');
/** The end-to-end suite's ports (4300–4399); the other shops on this machine keep out of them. */
const PORTS = { from: 4300, to: 4399 };

export const TWO_ROOT_PHONE = '0800000003';
export const TWO_ROOT_PASSWORD = 'two-processes-root-pw';
/** Which app process answered, as nginx names it: added by the test's proxy to every answer. */
export const UPSTREAM_HEADER = 'x-shop-upstream';

export interface ShopProcess {
  name: 'A' | 'B';
  url: string;
  /** `127.0.0.1:<port>`, as nginx's upstream names it. */
  address: string;
}

export interface TwoProcessShop {
  a: ShopProcess;
  b: ShopProcess;
  /** nginx in front of both. */
  proxyUrl: string;
  line: FakeLineServer;
  /** The keys in the shop's bucket. */
  bucketKeys(): Promise<string[]>;
  /** A query on the shop's database (as the test's own connection). */
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** The PostgreSQL server the tests use: TEST_DATABASE_URL's, or the local one. */
function serverUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error('nginx is not installed (.ci/run installs Debian’s nginx)');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` ports of the suite's range that nobody listens on now, from a random place in it. */
async function freePorts(count: number): Promise<number[]> {
  const size = PORTS.to - PORTS.from + 1;
  const start = Math.floor(Math.random() * size);
  const found: number[] = [];
  for (let i = 0; i < size && found.length < count; i++) {
    const port = PORTS.from + ((start + i) % size);
    if (await portIsFree(port)) found.push(port);
  }
  if (found.length < count) throw new Error(`fewer than ${count} free ports in 4300–4399`);
  return found;
}

/** Polls `url` until it answers 200, or fails when the process has ended or the time is up. */
async function waitUntilAnswers(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url} ended with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 90 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a child whose output is kept, to be shown when it fails. */
function startChild(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** The proxy's configuration: everything nginx writes stays in `dir`. */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const proxied = `
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Shop-Upstream $upstream_addr always;`;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${upstreams.map((address) => `    server ${address};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {${proxied}
    }
    location /api/admin/transactions/live {${proxied}
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** Starts the shop as production runs it with two processes; see the file's comment. */
export async function startTwoProcessShop(): Promise<TwoProcessShop> {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(
      'dist/server/index.js is missing: build the shop first (node scripts/build.ts)',
    );
  }
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        process.stderr.write(`two-process shop: a cleanup failed: ${String(error)}\n`);
      }
    }
    cleanups.length = 0;
  };

  try {
    const work = mkdtempSync(path.join(tmpdir(), 'shop-two-processes-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));

    // One new, empty database: the two processes migrate and seed it as they start.
    const name = `multi_process_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(`CREATE DATABASE "${name}"`);
    cleanups.push(() => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const url = databaseUrl(serverUrl(), name);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // An idle connection ended from the server's side (the database dropped at the end, with
    // FORCE) is reported as an 'error' event, which unhandled would fail the last test.
    pool.on('error', (error) => {
      process.stderr.write(`two-process shop: an idle connection ended: ${error.message}\n`);
    });
    cleanups.push(() => pool.end());

    const bucket = await startS3Server('shop-two-processes');
    cleanups.push(() => bucket.close());
    const line = await new FakeLineServer().start();
    cleanups.push(() => line.stop());

    const [portA, portB, proxyPort] = (await freePorts(3)) as [number, number, number];
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const processes: ShopProcess[] = [];
    const starting = (
      [
        ['A', portA],
        ['B', portB],
      ] as const
    ).map(async ([label, port]) => {
      // Folders of its own: a picture one process serves cannot come from the other's disk.
      const own = path.join(work, label);
      mkdirSync(own);
      const { child, output } = startChild(
        process.execPath,
        [...SERVER_NODE_FLAGS, SERVER_BUNDLE],
        {
          ...process.env,
          ...SERVER_ENV,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url,
          PGLITE_DIR: path.join(own, 'db'),
          UPLOADS_DIR: path.join(own, 'uploads'),
          SLIPS_DIR: path.join(own, 'slips'),
          ...bucket.env,
          S3_REGION: 'us-east-1',
          ROOT_PHONE: TWO_ROOT_PHONE,
          ROOT_PASSWORD: TWO_ROOT_PASSWORD,
          TRUST_PROXY: '1',
          RATE_LIMIT_FACTOR: '1',
          DEMO_EVENTS: 'false',
          // Both processes run their timers often, so both compete for every job.
          PAYMENT_SWEEP_SECONDS: '0.2',
          NOTIFY_POLL_MS: '50',
          LINE_API_BASE: line.url,
          PUBLIC_ORIGIN: proxyUrl,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
      );
      cleanups.push(() => stopChild(child));
      const shop: ShopProcess = {
        name: label,
        url: `http://127.0.0.1:${port}`,
        address: `127.0.0.1:${port}`,
      };
      await waitUntilAnswers(`${shop.url}/api/health`, child, output);
      processes.push(shop);
      return shop;
    });
    const [a, b] = (await Promise.all(starting)) as [ShopProcess, ShopProcess];

    const nginxDir = path.join(work, 'nginx');
    mkdirSync(nginxDir);
    const conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(nginxDir, proxyPort, [a.address, b.address]));
    const nginx = startChild(nginxBinary(), [
      '-p',
      nginxDir,
      '-e',
      path.join(nginxDir, 'error.log'),
      '-c',
      conf,
    ]);
    cleanups.push(() => stopChild(nginx.child));
    await waitUntilAnswers(`${proxyUrl}/api/health`, nginx.child, () => {
      const log = path.join(nginxDir, 'error.log');
      return nginx.output() + (existsSync(log) ? readFileSync(log, 'utf8') : '');
    });

    return {
      a,
      b,
      proxyUrl,
      line,
      bucketKeys: () => bucket.keys(),
      sql: async (text, values) => (await pool.query(text, values)).rows,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A request to one process or the proxy, with the session cookie given by hand. */
export async function call(
  base: string,
  pathname: string,
  options: { method?: string; json?: unknown; body?: FormData; cookie?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return fetch(`${base}${pathname}`, { method: options.method ?? 'GET', headers, body });
}

/** Logs in on `base`; answers the session cookie (`sid=…`) it set. */
export async function logInOn(base: string, phone: string, password: string): Promise<string> {
  const res = await call(base, '/api/auth/login', {
    method: 'POST',
    json: { phone, password },
  });
  if (res.status !== 200) throw new Error(`login on ${base}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sid='));
  if (!cookie) throw new Error(`login on ${base} set no session cookie`);
  return cookie;
}
