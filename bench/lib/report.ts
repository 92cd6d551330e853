// What a bench run prints, kept as the lines of bench/RESULTS.md.
export const report: string[] = [];

/** A heading of the report. */
export function section(title: string) {
  console.log(`\n## ${title}\n`);
  report.push(`\n## ${title}\n`);
}
/** A markdown table. */
export function table(head: string[], rows: (string | number)[][]) {
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of rows) lines.push(`| ${r.join(' | ')} |`);
  console.log(lines.join('\n'));
  report.push(lines.join('\n'));
}
/** A paragraph. */
export function note(text: string) {
  console.log(text);
  report.push(text);
}
