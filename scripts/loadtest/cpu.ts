import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds from Linux's /proc (NaN elsewhere): of one process, of every local PostgreSQL
 * process, and of the whole machine, so a load test can say which of them set its ceiling.
 * Fields 14 and 15 of /proc/<pid>/stat are user and system time in clock ticks (100 a second).
 */
const TICKS = 100;

function statFields(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

export function processCpuSeconds(pid: number | undefined): number {
  const fields = pid === undefined ? null : statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS : NaN;
}

/** Every process named `postgres` on this machine (the local server's backends and helpers). */
export function postgresCpuSeconds(): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return NaN;
  }
  let total = 0;
  for (const pid of entries) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const fields = statFields(pid);
    if (fields) total += (Number(fields[11]) + Number(fields[12])) / TICKS;
  }
  return total;
}

/** The machine's CPU ticks, all cores together, in /proc/stat's order (user nice system idle iowait irq softirq steal …). */
function machineTicks(): number[] | null {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return ticks;
  } catch {
    return null;
  }
}

/**
 * Busy CPU seconds of the whole machine, all cores together (everything but idle and iowait).
 * The first eight columns only: guest and guest_nice, which follow, are already counted in user
 * and nice (proc(5)), so a host running virtual machines would count their time twice.
 */
export function machineBusySeconds(): number {
  const ticks = machineTicks()?.slice(0, 8);
  return ticks ? (ticks.reduce((a, b) => a + b, 0) - ticks[3] - ticks[4]) / TICKS : NaN;
}

/**
 * CPU seconds the hypervisor gave to other guests while this virtual machine wanted them
 * ("steal"), all cores together: counted as busy above, though none of this machine's work ran.
 */
export function machineStealSeconds(): number {
  const ticks = machineTicks();
  return ticks && ticks.length > 7 ? ticks[7] / TICKS : NaN;
}
