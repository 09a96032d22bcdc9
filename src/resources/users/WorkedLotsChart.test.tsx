import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, brightness, chartModel } from './workedLotsChartData';

const rows = [
  { date: '2026-11-19', project_name: 'Vila B', completed_lots: 2, incomplete_lots: 1 },
  { date: '2026-11-18', project_name: 'Núcleo A', completed_lots: 3, incomplete_lots: 0 },
  { date: '2026-11-19', project_name: 'Núcleo A', completed_lots: 1, incomplete_lots: 4 },
];

describe('the chart of lots worked per day', () => {
  it('has six colours, and incomplete bars at 70 % brightness of their colour', () => {
    expect(CHART_PALETTE).toHaveLength(6);
    expect(new Set(CHART_PALETTE).size).toBe(6);
    expect(brightness('#ffffff', 0.7)).toBe('#b3b3b3');
    expect(brightness('#1976d2', 0.7)).toBe('#125393');
  });

  it('stacks, per day (oldest first), each project’s completed and incomplete lots as its own series', () => {
    const { data, series } = chartModel(rows);
    expect(series.map((s) => [s.project, s.kind, s.colour])).toEqual([
      ['Núcleo A', 'completed', CHART_PALETTE[0]],
      ['Núcleo A', 'incomplete', brightness(CHART_PALETTE[0], 0.7)],
      ['Vila B', 'completed', CHART_PALETTE[1]],
      ['Vila B', 'incomplete', brightness(CHART_PALETTE[1], 0.7)],
    ]);
    expect(data).toEqual([
      { date: '2026-11-18', label: '18/11', p0_completed: 3, p0_incomplete: 0 },
      { date: '2026-11-19', label: '19/11', p0_completed: 1, p0_incomplete: 4, p1_completed: 2, p1_incomplete: 1 },
    ]);
  });

  it('wraps the palette after six projects', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      date: '2026-11-01',
      project_name: `P${i}`,
      completed_lots: 1,
      incomplete_lots: 1,
    }));
    const completed = chartModel(many).series.filter((s) => s.kind === 'completed');
    expect(completed[6].colour).toBe(completed[0].colour);
  });
});
