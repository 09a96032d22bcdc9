/** Latencies of one kind of request, and what went wrong. */
export class KindStats {
  readonly times: number[] = [];
  non2xx = 0;
  errors = 0;
  timeouts = 0;
  statuses = new Map<number, number>();

  record(status: number, ms: number): void {
    this.times.push(ms);
    if (status < 200 || status > 299) {
      this.non2xx += 1;
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    }
  }

  percentile(p: number): number {
    if (!this.times.length) return NaN;
    const sorted = [...this.times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }

  get failures(): number {
    return this.non2xx + this.errors + this.timeouts;
  }
}
