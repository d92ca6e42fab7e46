import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { type Ledger, send } from './fault-clients.ts';
import { type RunningServer, startShop } from './server.ts';

/*
 * The faults of bench/fault-run.bench.ts: the shop's process killed (SIGKILL) and started again
 * on the same database and port, and every connection of its database ended by PostgreSQL.
 */

/** The faults, in this order, the first after FIRST_FAULT_MS and then one every FAULT_EVERY_MS. */
const FAULTS = ['terminate', 'kill', 'terminate', 'kill', 'terminate', 'kill'] as const;
const FIRST_FAULT_MS = 8_000;
const FAULT_EVERY_MS = 10_000;

function line(text: string) {
  process.stdout.write(`${text}\n`);
}

/**
 * The shop's process, killed and started again by the fault loop; an exit nobody asked for is
 * counted (and the shop started again, so the run goes on and says so).
 */
export class Keeper {
  current!: RunningServer;
  readonly exitsOnItsOwn: string[] = [];
  private readonly expected = new WeakSet<object>();
  private restarting: Promise<void> | null = null;
  private stopping = false;

  private readonly env: Record<string, string>;
  readonly port: number;

  constructor(env: Record<string, string>, port: number) {
    this.env = env;
    this.port = port;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.current = await startShop(this.env, this.port);
    const child = this.current.process;
    child.once('exit', (code, signal) => {
      if (this.expected.has(child) || this.stopping) return;
      this.exitsOnItsOwn.push(`code ${code}, signal ${signal}`);
      line(`  THE SHOP EXITED ON ITS OWN (code ${code}, signal ${signal}): starting it again`);
      void this.restart();
    });
  }

  restart(): Promise<void> {
    this.restarting ??= (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.start();
          return;
        } catch (error) {
          if (attempt >= 3) throw error;
          await sleep(500);
        }
      }
    })().finally(() => {
      this.restarting = null;
    });
    return this.restarting;
  }

  /** SIGKILL, then the same shop on the same database and port; answers the time it was down. */
  async kill(): Promise<number> {
    await this.restarting;
    const child = this.current.process;
    this.expected.add(child);
    const at = Date.now();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await this.restart();
    return Date.now() - at;
  }

  running(): boolean {
    const child = this.current.process;
    return child.exitCode === null && child.signalCode === null;
  }

  async stop() {
    this.stopping = true;
    await this.restarting?.catch(() => {});
    await this.current?.stop();
  }
}

export interface FaultRecord {
  kind: 'terminate' | 'kill';
  at: number;
  /** terminate: backends ended, whether the process still ran, when the database answered again. */
  ended?: number;
  runningAfter?: boolean;
  answeringAt?: number;
  /** kill: how long the shop was down. */
  downMs?: number;
}

/** Ends every backend of the shop's database; the process must go on and be answering again. */
async function terminate(
  admin: pg.Client,
  name: string,
  keeper: Keeper,
  ledger: Ledger,
): Promise<FaultRecord> {
  const exitsBefore = keeper.exitsOnItsOwn.length;
  const at = Date.now();
  const { rows } = await admin.query<{ ended: boolean }>(
    'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  const record: FaultRecord = {
    kind: 'terminate',
    at,
    ended: rows.filter((row) => row.ended).length,
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const heard = await send(ledger, keeper.url, 'health', '/api/health/database', {});
    if (heard.status === 200) {
      record.answeringAt = Date.now();
      break;
    }
    await sleep(20);
  }
  // Long enough for a crash from a lost connection to have happened.
  await sleep(1_000);
  record.runningAfter = keeper.exitsOnItsOwn.length === exitsBefore && keeper.running();
  return record;
}

export async function faultLoop(
  admin: pg.Client,
  name: string,
  keeper: Keeper,
  ledger: Ledger,
  start: number,
): Promise<FaultRecord[]> {
  const records: FaultRecord[] = [];
  for (const [i, kind] of FAULTS.entries()) {
    const due = start + FIRST_FAULT_MS + i * FAULT_EVERY_MS;
    await sleep(Math.max(0, due - Date.now()));
    if (kind === 'terminate') {
      records.push(await terminate(admin, name, keeper, ledger));
    } else {
      const at = Date.now();
      records.push({ kind, at, downMs: await keeper.kill() });
    }
  }
  return records;
}
