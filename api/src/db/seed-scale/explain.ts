/**
 * The plans of the office's reads on PostgreSQL: runs each read through a drizzle instance that keeps
 * the SQL it sends, then EXPLAINs every statement and names the tables it reads by a sequential scan.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../schema.js';
import { OFFICE_READS, type OfficeSubjects } from './office-reads.js';

interface Statement {
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

export interface ReadPlan {
  read: string;
  statements: number;
  /** Tables read by a sequential scan, with the statement that did. */
  scans: { table: string; query: string }[];
}

export async function explainOfficeReads(pool: pg.Pool, subjects: OfficeSubjects): Promise<ReadPlan[]> {
  const out: ReadPlan[] = [];
  for (const [read, run] of Object.entries(OFFICE_READS)) {
    const sent: Statement[] = [];
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => sent.push({ query, params }) },
    });
    await run(db, subjects);
    const scans: ReadPlan['scans'] = [];
    for (const s of sent) {
      const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${s.query}`,
        s.params,
      );
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      for (const table of plan ? seqScans(plan) : []) scans.push({ table, query: s.query });
    }
    out.push({ read, statements: sent.length, scans });
  }
  return out;
}
