import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { compiledQuery, type Placeholders } from './compiled-query'

const t = useTestDatabase()

describe('a query compiled once', () => {
  const built: string[] = []
  const sessionsOf = compiledQuery((db, { accountId, after }: Placeholders<{ accountId: string; after: Date }>) => {
    built.push('built')
    return db
      .selectFrom('sessions')
      .select(['id', 'expires_at'])
      .where('account_id', '=', accountId)
      .where('expires_at', '>', after)
      .where('id', '!=', 'a constant written into the query')
      .orderBy('id')
  })

  it('is built once, and binds each run’s values in their places', async () => {
    const { db } = t.database
    await db
      .insertInto('accounts')
      .values([
        { id: 'cq-1', email: 'cq-1@example.org' },
        { id: 'cq-2', email: 'cq-2@example.org' },
      ])
      .execute()
    const soon = new Date(Date.now() + 60_000)
    const later = new Date(Date.now() + 120_000)
    await db
      .insertInto('sessions')
      .values([
        { id: 's-1', account_id: 'cq-1', expires_at: soon },
        { id: 's-2', account_id: 'cq-1', expires_at: later },
        { id: 's-3', account_id: 'cq-2', expires_at: later },
      ])
      .execute()

    const ids = async (accountId: string, after: Date) =>
      (await sessionsOf.execute(db, { accountId, after })).rows.map((row) => row.id)
    expect(await ids('cq-1', new Date())).toEqual(['s-1', 's-2'])
    expect(await ids('cq-1', soon)).toEqual(['s-2'])
    expect(await ids('cq-2', new Date())).toEqual(['s-3'])
    expect(await ids('nobody', new Date())).toEqual([])
    expect((await sessionsOf.executeTakeFirst(db, { accountId: 'cq-2', after: new Date() }))?.expires_at).toEqual(later)
    expect(built).toHaveLength(1)
  })

  it('runs in a transaction, on its connection', async () => {
    const found = await t.database.db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values({ id: 'cq-3', email: 'cq-3@example.org' }).execute()
      await trx
        .insertInto('sessions')
        .values({ id: 's-4', account_id: 'cq-3', expires_at: new Date(Date.now() + 60_000) })
        .execute()
      return sessionsOf.executeTakeFirst(trx, { accountId: 'cq-3', after: new Date() })
    })
    expect(found?.id).toBe('s-4')
    await sql`delete from accounts where id like 'cq-%'`.execute(t.database.db)
  })
})
