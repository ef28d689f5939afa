// Every table of the operator area downloads as CSV (issue 25 item 7). Cells are quoted as
// RFC 4180 asks; a cell a spreadsheet would read as a formula (=, +, -, @, tab, return at its
// start) gets a leading apostrophe, so opening the file never runs what a report contains.
export type CsvCell = string | number;

const formulaStart = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV text, header first, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

/** Offers the text as a file download, named as given. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
