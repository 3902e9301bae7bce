import { memberLanguage } from '@teamspace/domain/i18n/speak'
import { languageCodes, type Language } from '@teamspace/domain/shared/languages'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from './db/schema'

/**
 * Mails and pushes are queued for many members at once, each in their own language: the words are made in every
 * language first (`inEachLanguage`, domain/i18n/speak.ts), and the query that picks the recipients takes each one's
 * from their account's language.
 */

/**
 * The language of a query's account row (`accounts`, by its alias) in a team (`teams`, by its alias): the team's
 * when the person never chose one (a left join that found no account reads the team's too), else English.
 */
export const accountLanguage = (accounts: string, teams: string): RawBuilder<string> =>
  sql<string>`coalesce(${sql.ref(`${accounts}.language`)}, ${sql.ref(`${teams}.language`)}, 'en')`

/** Of a value in every language, the one in the language an SQL expression names; English for any other. */
export const inLanguageOf = <T extends string | null>(
  values: Readonly<Record<Language, T>>,
  language: RawBuilder<string>,
): RawBuilder<T> => {
  const others = languageCodes.filter((code) => code !== 'en')
  return sql<T>`(case ${language} ${sql.join(
    others.map((code) => sql`when ${code} then ${values[code]}::text`),
    sql` `,
  )} else ${values.en}::text end)`
}

/**
 * The language an account reads: theirs, else (never chosen) the team's when the words are of one team, else English.
 */
export const languageOfAccount = async (db: Kysely<DB>, accountId: string, teamId?: string): Promise<Language> => {
  const [account, team] = await Promise.all([
    db.selectFrom('accounts').select('language').where('id', '=', accountId).executeTakeFirst(),
    teamId === undefined
      ? undefined
      : db.selectFrom('teams').select('language').where('id', '=', teamId).executeTakeFirst(),
  ])
  return memberLanguage(account?.language, team?.language)
}
