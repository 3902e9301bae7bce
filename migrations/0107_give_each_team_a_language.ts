import type { Kysely } from 'kysely'

/**
 * A team's language (read table, from its events): what new members are first spoken to in, and what mails and
 * pushes speak to members who never chose a language. Teams made before are English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('teams')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teams').dropColumn('language').execute()
}
