import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { WorkedLotsByDay } from '../../components/domain/model';
import { CHART_HEIGHT, chartModel } from './workedLotsChartData';

/**
 * Lots worked per day (recharts, docs/screens.md#screens): one stacked bar a day, per project its completed
 * lots in its palette colour and its incomplete ones at 70 % brightness. Loaded lazily by the
 * user view only, and only for a user with work to draw, so recharts stays out of every other
 * screen's JavaScript.
 */
const WorkedLotsChart = ({ rows }: { rows: readonly WorkedLotsByDay[] }) => {
  const translate = useTranslate();
  const { data, series } = chartModel(rows);
  const kind = { completed: translate('app.users.completed'), incomplete: translate('app.users.incomplete') };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={`${s.project} (${kind[s.kind]})`} stackId="day" fill={s.colour} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
};

export default WorkedLotsChart;
