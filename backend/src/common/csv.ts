/** A spreadsheet runs a cell that starts with one of these as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that would start a formula is made text with ', then RFC 4180 quoting. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One RFC 4180 line, ended by CRLF. */
export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** RFC 4180 text: a header line, then one line per row. */
export function csvText(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map(csvLine).join('');
}
