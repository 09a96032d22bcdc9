import type { WorkedLotsByDay } from '../../components/domain/model';

/** The chart's six colours (docs/screens.md#screens), one per project in turn. */
export const CHART_PALETTE = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#00897b'] as const;

/** The chart's height; its placeholder is as tall, so the page does not grow when recharts arrives. */
export const CHART_HEIGHT = 320;

/** Incomplete bars are their project's colour at 70 % brightness (docs/screens.md#screens). */
export const INCOMPLETE_BRIGHTNESS = 0.7;

/** `#rrggbb` with each channel scaled by `factor` (0.7: 70 % brightness). */
export function brightness(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * factor));
  return `#${channels.map((c) => Math.min(255, Math.max(0, c)).toString(16).padStart(2, '0')).join('')}`;
}

export interface ChartSeries {
  /** The data key (by index: project names may hold dots, which recharts reads as paths). */
  key: string;
  project: string;
  kind: 'completed' | 'incomplete';
  colour: string;
}

export interface ChartModel {
  /** One row per day, oldest first: `label` (DD/MM) and a number per series. */
  data: Array<Record<string, string | number>>;
  /** Per project, its completed then its incomplete series, stacked into one bar a day. */
  series: ChartSeries[];
}

/** The stacked bars of a user's worked_lots_by_day (docs/entities.md#entities): per day, per project, completed and incomplete. */
export function chartModel(rows: readonly WorkedLotsByDay[]): ChartModel {
  const projects = [...new Set(rows.map((r) => r.project_name))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const series = projects.flatMap((project, i): ChartSeries[] => {
    const colour = CHART_PALETTE[i % CHART_PALETTE.length];
    return [
      { key: `p${i}_completed`, project, kind: 'completed', colour },
      { key: `p${i}_incomplete`, project, kind: 'incomplete', colour: brightness(colour, INCOMPLETE_BRIGHTNESS) },
    ];
  });
  const days = new Map<string, Record<string, string | number>>();
  for (const row of [...rows].sort((a, b) => a.date.localeCompare(b.date))) {
    const day = days.get(row.date) ?? { date: row.date, label: `${row.date.slice(8, 10)}/${row.date.slice(5, 7)}` };
    const i = projects.indexOf(row.project_name);
    day[`p${i}_completed`] = Number(day[`p${i}_completed`] ?? 0) + row.completed_lots;
    day[`p${i}_incomplete`] = Number(day[`p${i}_incomplete`] ?? 0) + row.incomplete_lots;
    days.set(row.date, day);
  }
  return { data: [...days.values()], series };
}
