import type { ShownCount } from '@finceptiv/contract/operator-aggregates';
import type { Locale } from '@finceptiv/contract/product-ids';
import { formatCount } from '../lib/format-figures';
import type { Column } from './figures-table';

/** A column of counts as the API sends them: a number, or "<5" in the table and the file alike. */
export function countColumn<K extends string>(
  key: K,
  label: string,
  locale: Locale,
): Column<Record<K, ShownCount>> {
  return {
    key,
    label,
    cell: (row) => formatCount(row[key], locale),
    csv: (row) => row[key],
    numeric: true,
  };
}
