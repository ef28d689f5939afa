// A section's figures as a table people read and a CSV other tools read (issue 25 items 6 and 7):
// each column says how it is shown and what goes into the file (the figures' own values there,
// "<5" included, so a spreadsheet sees what the page shows).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvCell } from '../lib/csv';
import { operatorNamespace } from '../operator-namespace';

export interface Column<Row> {
  /** The CSV header and the React key. */
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
}

export interface FiguresTableProps<Row> {
  /** The heading's id; with `title`, the table's own h3, else the section's h2. */
  labelledBy: string;
  title?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  fileName: string;
  /** Said instead of an empty table. */
  none: string;
}

export function FiguresTable<Row>(props: FiguresTableProps<Row>) {
  const { t } = useTranslation(operatorNamespace);
  const { columns, rows } = props;
  const [first, ...rest] = columns;
  const heading = props.title ? <h3 id={props.labelledBy}>{props.title}</h3> : null;
  if (!first || rows.length === 0)
    return (
      <>
        {heading}
        <p>{props.none}</p>
      </>
    );
  const numeric = (column: Column<Row>) => (column.numeric ? 'operator-table__number' : undefined);
  return (
    <>
      {heading}
      {/* At 320 px the table scrolls in this box: a keyboard must be able to reach it to
          scroll it (WCAG 2.1.1, axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="operator-table" role="region" aria-labelledby={props.labelledBy} tabIndex={0}>
        <table aria-labelledby={props.labelledBy}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={numeric(column)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={props.rowKey(row)}>
                <th scope="row">{first.cell(row)}</th>
                {rest.map((column) => (
                  <td key={column.key} className={numeric(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Several tables each have one: the description says whose figures it downloads. */}
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={props.labelledBy}
        onClick={() => {
          downloadCsv(
            props.fileName,
            toCsv(
              columns.map((column) => column.key),
              rows.map((row) => columns.map((column) => column.csv(row))),
            ),
          );
        }}
      >
        {t('csv')}
      </button>
    </>
  );
}
