import { writeFileSync } from 'node:fs';
import os from 'node:os';

/** One printed figure: its value, unit, the target it is held to (if any) and whether it met it. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  pass?: boolean;
  /** A failed guard figure makes the short (CI) run fail; the others are reported only. */
  guard?: boolean;
}

const round = (v: number) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 100) / 100);

/** Prints the figures as a table. */
export function printTable(title: string, figures: Figure[]) {
  const rows = figures.map((f) => [
    f.name,
    `${round(f.value)} ${f.unit}`,
    f.target ?? '',
    f.pass === undefined ? '' : f.pass ? 'ok' : 'MISSED',
  ]);
  const header = ['figure', 'value', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

/** The machine the run happened on, for docs/performance.md. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Writes bench/results.json: the run's settings, machine, figures and raw readings. */
export function writeResults(file: string, content: Record<string, unknown>) {
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), machine: machine(), ...content }, null, 2)}\n`,
  );
}
