import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import {
  buildClient,
  buildServer,
  clientIsStale,
  root,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
  SERVER_OUTPUT,
  serverIsStale,
} from '../../scripts/build.ts';

/** Builds the SPA and the server bundle when missing or older than their sources. */
export async function ensureBuilt(): Promise<void> {
  if (clientIsStale()) await buildClient();
  if (serverIsStale()) await buildServer();
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built shop as `npm start` does, in its own process; waits until /api/health answers. */
export async function startShop(env: Record<string, string>, port: number): Promise<RunningServer> {
  await ensureBuilt();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_OUTPUT], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        // Every figure is given beside the shop's own answer of what it runs on.
        process.stdout.write(`/api/health: ${await res.text()}\n`);
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Prints the figure next to its budget; returns whether it is within. */
export function report(
  name: string,
  figure: number,
  unit: string,
  budget: number,
  lowerIsBetter = true,
  digits = 1,
): boolean {
  const ok = lowerIsBetter ? figure <= budget : figure >= budget;
  const sign = lowerIsBetter ? '≤' : '≥';
  process.stdout.write(
    `${name}: ${figure.toFixed(digits)} ${unit} (budget ${sign} ${budget} ${unit}) ${ok ? 'OK' : 'OVER BUDGET'}\n`,
  );
  return ok;
}

/** A port nobody listens on now (other benches and shops may run on this machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The p-th percentile (0–100) of latencies sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
