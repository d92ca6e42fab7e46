import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export function ensureBuilt(): void {
  if (!existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    execFileSync(
      process.execPath,
      [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: projectRoot,
        stdio: 'inherit',
      },
    );
  }
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built shop in its own process and waits until /api/health answers. */
export async function startShop(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'src/server/index.ts')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
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
