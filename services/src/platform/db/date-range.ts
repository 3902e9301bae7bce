import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely'

/** Calendar dates ('YYYY-MM-DD') from `from` up to, not including, `before`; either end may be open (null). */
export interface DateRange {
  readonly from: string | null
  readonly before: string | null
}

/**
 * The condition that the date `column` falls in `range`, for `.where(...)`: an open end adds no condition, so the
 * planner sees the same index range a hand-written filter would give it.
 */
export const withinDates = (column: Expression<unknown>, range: DateRange): RawBuilder<SqlBool> => {
  const bounds = [
    ...(range.from === null ? [] : [sql`${column} >= ${range.from}::date`]),
    ...(range.before === null ? [] : [sql`${column} < ${range.before}::date`]),
  ]
  return bounds.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(bounds, sql` and `)})`
}
