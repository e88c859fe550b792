/** One TSV cell: tabs and line breaks would split the row, so they become spaces. */
export function tsvCell(value: string | number): string {
  return String(value)
    .replace(/[\t\r\n]+/g, ' ')
    .trim();
}

/** A TSV file: the header row of `columns`, then one row per record (missing values empty). */
export function tsv(columns: readonly string[], rows: readonly Readonly<Record<string, string | number>>[]): string {
  const lines = [
    columns.join('\t'),
    ...rows.map((row) => columns.map((column) => tsvCell(row[column] ?? '')).join('\t')),
  ];
  return `${lines.join('\n')}\n`;
}

/** Parses a TSV file written by `tsv` into records keyed by the header (tests, feed checks). */
export function parseTsv(text: string): Record<string, string>[] {
  const [header = '', ...lines] = text.trimEnd().split('\n');
  const columns = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i] ?? `column${i}`, cell])));
}
