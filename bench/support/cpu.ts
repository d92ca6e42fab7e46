import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent so far, in seconds, by the shop's process (all its threads) and by this
 * machine's PostgreSQL processes (their command line starts with `postgres`), read from Linux's
 * `/proc`. On a shared two-core machine orders a second move by a third from one run to the next;
 * what each order costs each process moves far less, and says where its time goes. Null where
 * there is no `/proc` (not Linux). A PostgreSQL backend that ends between two readings takes its
 * time with it: the shop's pool keeps its connections for the whole load.
 */
export interface CpuReading {
  shop: number;
  postgres: number;
}

/** Linux reports process times in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/** utime + stime of one process, in clock ticks; 0 when it is gone. */
function ticksOf(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state is the first, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export function readCpu(shopPid: number | undefined): CpuReading | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let postgres = 0;
  for (const pid of pids) {
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (command.startsWith('postgres')) postgres += ticksOf(pid);
  }
  return {
    shop: shopPid === undefined ? 0 : ticksOf(String(shopPid)) / TICKS_PER_SECOND,
    postgres: postgres / TICKS_PER_SECOND,
  };
}

/** Milliseconds of CPU per request between two readings, for each side. */
export function cpuPerRequest(
  before: CpuReading | null,
  after: CpuReading | null,
  requests: number,
): { shop: number; postgres: number } | null {
  if (!before || !after || requests === 0) return null;
  return {
    shop: ((after.shop - before.shop) * 1000) / requests,
    postgres: ((after.postgres - before.postgres) * 1000) / requests,
  };
}
