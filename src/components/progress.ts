/** Progress as the spec shows it (docs/limits.md#limits): `completed/total (percent)`, e.g. `3/4 (75%)`. */
export function formatProgress(completed: number | null | undefined, total: number | null | undefined): string {
  const done = completed ?? 0;
  const all = total ?? 0;
  const percent = all > 0 ? Math.round((done / all) * 100) : 0;
  return `${done}/${all} (${percent}%)`;
}

/** none: no progress; complete: progress 1; partial: anything between (block rows, docs/screens.md#screens). */
export type ProgressState = 'none' | 'partial' | 'complete';

export function progressState(progress: number | null | undefined): ProgressState {
  if (!progress || progress <= 0) return 'none';
  return progress >= 1 ? 'complete' : 'partial';
}
