// The benchmark's budgets (read from docs/performance.md) and its report: a markdown block per database kind in
// docs/performance.md, between markers so a new run replaces the last one, and the raw JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOC = new URL('../../docs/performance.md', import.meta.url);
const BUDGET_HEADING = '**Budgets**';

/** "p95 ≤ 20 ms" → 20, "≥ 0.9" → 0.9, "—" → undefined. */
function budgetValue(cell) {
  const number = cell.match(/[≤≥]\s*(\d+(?:\.\d+)?)/);
  return number ? Number(number[1]) : undefined;
}

/**
 * The budgets as docs/performance.md states them (its table after "**Budgets**"), so the document
 * is the one place to change them: p95 in ms at 32 connections per kind of read, and the least
 * API req/s over bare req/s, for PostgreSQL and for the embedded database.
 */
export function readBudgets(docPath = DOC) {
  const text = fs.readFileSync(docPath, 'utf8');
  const start = text.indexOf(BUDGET_HEADING);
  if (start < 0) throw new Error(`${docPath} has no ${BUDGET_HEADING} table`);
  const rows = text
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| database') && !line.startsWith('|---'));
  const budgets = {};
  for (const line of rows.slice(0, 2)) {
    const [name, list, search, deep, dashboard, ratio] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const kind = name.startsWith('PostgreSQL') ? 'postgres' : name.startsWith('embedded') ? 'embedded' : undefined;
    if (!kind) throw new Error(`${docPath}: a budget row must start with PostgreSQL or embedded: ${line}`);
    budgets[kind] = {
      p95: { list: budgetValue(list), search: budgetValue(search), deep: budgetValue(deep), dashboard: budgetValue(dashboard) },
      ratio: budgetValue(ratio),
    };
  }
  if (!budgets.postgres || !budgets.embedded) throw new Error(`${docPath}: the budget table needs a PostgreSQL and an embedded row`);
  return budgets;
}

let budgets;

/** Met or not, per budget, for one row; `budgetsByKind` defaults to the document's. */
export function judge(target, row, budgetsByKind = (budgets ??= readBudgets())) {
  const budget = budgetsByKind[target];
  const p95Budget = budget.p95[row.kind];
  const ratioBudget = row.bare ? budget.ratio : undefined;
  return {
    p95Budget,
    p95Met: p95Budget === undefined || row.api.p95 === null ? undefined : row.api.errors === 0 && row.api.p95 <= p95Budget,
    ratioBudget,
    ratioMet: ratioBudget === undefined || row.ratio === undefined ? undefined : row.ratio >= ratioBudget,
  };
}

export function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

const cell = (value) => (value === null || value === undefined ? '—' : String(value));
const verdict = (limit, met, unit) => (limit === undefined ? '—' : `${unit(limit)}: ${met === undefined ? 'n/a' : met ? 'met' : '**not met**'}`);

/** The API/bare ratio of the whole run, with the lowest and highest of its alternating rounds. */
function ratioCell(row) {
  if (row.ratio === undefined) return '—';
  const spread = row.ratioSpread ? ` (${row.ratioSpread[0].toFixed(2)}–${row.ratioSpread[1].toFixed(2)})` : '';
  return `${row.ratio.toFixed(2)}${spread}`;
}

function rowLine(row) {
  if (row.failed) return `| ${row.title} | — | failed: ${row.failed.replace(/\|/g, '/')} | | | | | | | | | |`;
  const { api, bare } = row;
  const j = row.verdict;
  return `| ${row.title} | ${api.connections} | ${api.rps} | ${cell(api.p50)} | ${cell(api.p95)} | ${cell(api.p99)} | ${api.errors} | ${
    bare ? bare.rps : '—'
  } | ${bare ? cell(bare.p95) : '—'} | ${ratioCell(row)} | ${verdict(
    j.p95Budget,
    j.p95Met,
    (v) => `≤ ${v} ms`,
  )} | ${verdict(j.ratioBudget, j.ratioMet, (v) => `≥ ${v}`)} |`;
}

const markerOf = (kind) => ({ start: `<!-- bench:${kind} -->`, end: `<!-- /bench:${kind} -->` });

/** The markdown block of one run. */
export function markdownBlock(run) {
  const { target, fixtures, settings, rows } = run;
  const m = run.machine;
  const counts = Object.entries(fixtures.counts)
    .map(([name, n]) => `${n.toLocaleString('en-US')} ${name}`)
    .join(', ');
  const database = target === 'postgres' ? `PostgreSQL ${fixtures.database.version}` : `embedded PGlite (PostgreSQL ${fixtures.database.version})`;
  const size = target === 'postgres' ? 'as found' : `demo data x${settings.scale}`;
  const missed = rows.filter((r) => r.failed || r.verdict?.p95Met === false || r.verdict?.ratioMet === false).map((r) => r.title);
  const lines = [
    `### ${target === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}, ${run.date}${settings.quick ? ' (quick smoke)' : ''}`,
    '',
    `${database}, ${size}: ${counts}. Machine: ${m.cores} cores (${m.cpu}), ${m.ramGb} GB RAM, Node ${m.node}; ` +
      `the API, the database and the load generator share it over loopback. ${settings.connections} connections ` +
      `(login: ${rows.find((r) => r.id === 'login')?.api?.connections ?? '—'}), ${settings.duration} s per case and side, ` +
      `the API and the bare route alternating in ${settings.rounds ?? 1} rounds (API/bare: the run's ratio, then its lowest–highest round).`,
    '',
    '| case | conn | req/s | p50 ms | p95 ms | p99 ms | errors | bare req/s | bare p95 ms | API/bare | p95 budget | ratio budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(rowLine),
    '',
    missed.length === 0 ? 'Every budget of this run is met.' : `Not met or failed: ${missed.join('; ')}.`,
  ];
  return lines.join('\n');
}

/**
 * Replaces this database kind's block in the document, or adds it before `beforeHeading`. A marker
 * counts only on a line of its own, so prose that quotes it is left alone.
 */
export function replaceBlock(document, kind, block, beforeHeading) {
  const { start, end } = markerOf(kind);
  const wrapped = `${start}\n${block}\n${end}`;
  const lines = document.split('\n');
  const from = lines.indexOf(start);
  const to = lines.indexOf(end, from + 1);
  if (from !== -1 && to !== -1) return [...lines.slice(0, from), wrapped, ...lines.slice(to + 1)].join('\n');
  const at = lines.findIndex((line) => line.startsWith(beforeHeading));
  if (at === -1) return `${document.trimEnd()}\n\n${wrapped}\n`;
  return [...lines.slice(0, at), wrapped, '', ...lines.slice(at)].join('\n');
}

export function writeDoc(docPath, run) {
  const document = fs.readFileSync(docPath, 'utf8');
  fs.writeFileSync(docPath, replaceBlock(document, run.target, markdownBlock(run), '## Console JavaScript'));
}

export function writeJson(dir, run) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${run.target}-${run.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  return file;
}
