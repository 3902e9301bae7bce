import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

/**
 * Snacks that respect allergies, and slot swaps. A child's allergies (codes from a short list) and their parents'
 * choice to share them live in `child_allergies`, beside the log and erased with the child. A volunteer need says
 * whether it is food (snacks were, before); a sign-up whether its slot is offered for a swap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('child_allergies')
    .addColumn('player_id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('allergens', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('child_allergies_team_idx').on('child_allergies').column('team_id').execute()
  await grantReadTableToApp(db, 'child_allergies')
  await db.schema
    .alterTable('volunteer_needs')
    .addColumn('food', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`update volunteer_needs set food = (type = 'snacks')`.execute(db)
  await db.schema.alterTable('volunteer_sign_ups').addColumn('swap_offered_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('volunteer_sign_ups').dropColumn('swap_offered_at').execute()
  await db.schema.alterTable('volunteer_needs').dropColumn('food').execute()
  await db.schema.dropTable('child_allergies').execute()
}
