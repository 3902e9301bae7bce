import type { App, AppOptions } from '../src/app'
import type { Database } from '../src/platform/db/database'
import type { DevOutbox } from '../src/platform/mail/mail'
import { buildSessionApp, createInvite, registerWith, setUpTeam } from './app'
import { createTeam, type TeamNames } from './route-fixtures'

/** The team most feature tests act in. */
export const RIVERSIDE: TeamNames = {
  team: 'Riverside U10',
  coach: 'Casey Coach',
  parent: 'Pat Parent',
  players: 'Robin',
}

/** Another team, whose members must see nothing of Riverside's and whose names none of its answers may carry. */
export const HILLSIDE: TeamNames = {
  team: 'Hillside U10',
  coach: 'Hale Coach',
  parent: 'Hana Parent',
  players: 'Harper',
}

/** A team named after one word: "Poplar FC", with Poplar Coach, Poplar Parent and players called Poplar. */
export const namedAfter = (word: string): TeamNames => ({
  team: `${word} FC`,
  coach: `${word} Coach`,
  parent: `${word} Parent`,
  players: word,
})

/** The session app, and what `make` makes in it; closed again if that fails (no `afterAll` has the app yet). */
const sessionAppWith = async <Made>(
  database: Database,
  options: Partial<AppOptions>,
  make: (app: App, outbox: DevOutbox) => Promise<Made>,
) => {
  const { app, outbox } = await buildSessionApp(database, options)
  try {
    return { app, outbox, ...(await make(app, outbox)) }
  } catch (error) {
    await app.close()
    throw error
  }
}

/** A team made through the public API: its helpers (see `createTeam`). */
const newTeam = async (app: App, outbox: DevOutbox, names: TeamNames) => (await createTeam(app, outbox, names)).context

/** The session app with one team made in it through the public API: Riverside unless `names` say otherwise. */
export const sessionAppWithTeam = (
  database: Database,
  names: TeamNames = RIVERSIDE,
  options: Partial<AppOptions> = {},
) => sessionAppWith(database, options, async (app, outbox) => ({ team: await newTeam(app, outbox, names) }))

/**
 * The session app with two teams made in it through the public API: `team`, where a test acts (Riverside), and
 * `other` (Hillside), to show that nothing of one reaches the other.
 */
export const sessionAppWithTwoTeams = (
  database: Database,
  options: Partial<AppOptions> = {},
  names: { readonly team: TeamNames; readonly other: TeamNames } = { team: RIVERSIDE, other: HILLSIDE },
) =>
  sessionAppWith(database, options, async (app, outbox) => {
    const team = await newTeam(app, outbox, names.team)
    return { team, other: await newTeam(app, outbox, names.other) }
  })

/** The session app with a team set up through the setup form by its coach (see `setUpTeam` for the names). */
export const sessionAppWithCoach = (
  database: Database,
  names: Parameters<typeof setUpTeam>[1] = {},
  options: Partial<AppOptions> = {},
) => sessionAppWith(database, options, async (app) => ({ coach: await setUpTeam(app, names) }))

/** The session app with two teams, Riverside and Hillside, each set up through the setup form by its own coach. */
export const sessionAppWithTwoFounders = (database: Database, options: Partial<AppOptions> = {}) =>
  sessionAppWith(database, options, async (app) => {
    const riverside = await setUpTeam(app, { teamName: 'Riverside' })
    return { riverside, hillside: await setUpTeam(app, { teamName: 'Hillside' }) }
  })

/** The session app with a team set up by its coach and a parent who registered through the coach's invite. */
export const sessionAppWithCoachAndParent = (database: Database, options: Partial<AppOptions> = {}) =>
  sessionAppWith(database, options, async (app) => {
    const coach = await setUpTeam(app)
    return { coach, parent: await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code) }
  })

/** The same names with `n` after each: a team of its own for each run of a suite that runs more than once. */
export const numbered = (names: TeamNames, n: number): TeamNames => ({
  team: `${names.team} ${n}`,
  coach: `${names.coach} ${n}`,
  parent: `${names.parent} ${n}`,
  players: `${names.players} ${n}`,
})

/** A team of a test's own, named after `word` (see `namedAfter`), made through the public API. */
export const teamNamedAfter = (app: App, outbox: DevOutbox, word: string) => newTeam(app, outbox, namedAfter(word))
