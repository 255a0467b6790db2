/**
 * Page views and readers by day, drawn by Recharts. The drawing is one image to assistive
 * technology, named by what it shows; the same figures follow it as a table.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReadershipReport } from '../../../contract/readership.ts';
import { countText, dayText, READERSHIP_TEXT } from '../../lib/desk/readership-text.ts';

export function ReadershipChart({ daily }: { daily: ReadershipReport['daily'] }) {
  const data = daily.map((entry) => ({ ...entry, label: dayText(entry.day) }));
  const views = daily.reduce((sum, entry) => sum + entry.views, 0);
  return (
    <figure className="readership__chart">
      <figcaption>{READERSHIP_TEXT.chartCaption}</figcaption>
      <div
        role="img"
        aria-label={`${READERSHIP_TEXT.chartCaption}: ${countText(views)} page views over ${daily.length} ${daily.length === 1 ? 'day' : 'days'}; the table below lists them.`}
      >
        <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 600, height: 240 }}>
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Legend />
            <Bar dataKey="views" name="Page views" fill="#0f3d2e" isAnimationActive={false} />
            <Bar dataKey="readers" name="Readers" fill="#b08d57" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary>{READERSHIP_TEXT.tableSummary}</summary>
        <table className="readership__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Readers</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">
                  <time dateTime={entry.day}>{dayText(entry.day)}</time>
                </th>
                <td>{countText(entry.views)}</td>
                <td>{countText(entry.readers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
