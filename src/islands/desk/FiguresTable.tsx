/** A titled table of figures, or a line saying there are none yet. */
import type { ReactNode } from 'react';
import { READERSHIP_TEXT } from '../../lib/desk/readership-text.ts';

export interface FiguresTableProps<Row> {
  id: string;
  title: string;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's cells: the first is its heading. */
  cells: (row: Row) => readonly ReactNode[];
}

export function FiguresTable<Row>({ id, title, columns, rows, rowKey, cells }: FiguresTableProps<Row>) {
  return (
    <section className="readership__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p>{READERSHIP_TEXT.none}</p>
      ) : (
        <div className="readership__scroll">
          <table className="readership__table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const [first, ...rest] = cells(row);
                return (
                  <tr key={rowKey(row)}>
                    <th scope="row">{first}</th>
                    {rest.map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
