import { stringify } from 'csv-stringify/sync'

/**
 * A CSV file for spreadsheet apps: UTF-8 with a byte-order mark (so Excel reads accents right), a header row, and
 * every cell that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, carriage return) prefixed with
 * a single quote (OWASP "CSV injection"): names and notes are typed by families, the file is opened by a coach.
 */
export const csvFile = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) =>
  stringify([[...header], ...rows.map((row) => row.map((cell) => cell ?? ''))], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  })
