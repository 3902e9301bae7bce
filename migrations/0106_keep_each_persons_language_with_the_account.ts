import type { Kysely } from 'kysely'

/**
 * The language a person reads the app, its mails and its pushes in, kept with the account (mutable, outside the
 * log): the browser's at sign-up, the profile's choice afterwards. Null for accounts made before: English, until
 * the person's browser or choice says otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('language', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('language').execute()
}
