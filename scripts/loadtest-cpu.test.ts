import { describe, expect, it } from 'vitest';
import { machineBusySeconds, machineStealSeconds, processCpuSeconds } from './loadtest/cpu.ts';

/** The load test's CPU readings from Linux's /proc (scripts/loadtest/cpu.ts), which the phases print. */
describe.runIf(process.platform === 'linux')('the load test reads the CPU from /proc', () => {
  it('reads this process, the machine and the time taken by the hypervisor, each growing or still', async () => {
    const [process0, busy0, steal0] = [processCpuSeconds(process.pid), machineBusySeconds(), machineStealSeconds()];
    const until = performance.now() + 80;
    while (performance.now() < until); // ~8 clock ticks of work
    const [process1, busy1, steal1] = [processCpuSeconds(process.pid), machineBusySeconds(), machineStealSeconds()];
    expect(process1).toBeGreaterThan(process0);
    expect(busy1).toBeGreaterThan(busy0);
    expect(steal0).toBeGreaterThanOrEqual(0);
    expect(steal1).toBeGreaterThanOrEqual(steal0);
    // Steal is part of what the machine counts as busy, never more than it.
    expect(steal1).toBeLessThanOrEqual(busy1);
  });
});
