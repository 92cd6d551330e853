/**
 * A column of the outer query as a correlated subquery must name it: with its table's name. Drizzle
 * writes a select from one table without table names (`"id"`), and inside `(select … from payments
 * where payments.booking_id = "id")` a bare `"id"` is the payment's own id, so the sum silently
 * correlates with nothing. Every correlated subquery names the outer column through this.
 */
import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

export const outerColumn = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
