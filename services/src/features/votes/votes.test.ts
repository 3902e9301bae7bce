import type { Awards, VotingsPage, VotingView } from '@teamspace/domain/votes/votes.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, registerWith } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { createTeam, daysFromToday, type Member, type TeamContext } from '../../../test/route-fixtures'
import { projections, type App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let outbox: DevOutbox
let team: TeamContext
let teams = 0

beforeAll(async () => {
  ;({ app, outbox } = await buildSessionApp(t.database))
  team = await freshTeam('Riverside')
})
afterAll(() => app?.close())

const freshTeam = async (name: string) =>
  (
    await createTeam(app, outbox, {
      team: `${name} U10 ${++teams}`,
      coach: `${name} Coach`,
      parent: `${name} Parent`,
      players: `${name} Kid`,
    })
  ).context

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

const page = async (member: Member) => {
  const response = await app.inject({ method: 'GET', url: '/api/votings', headers: as(member) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<VotingsPage>()
}
const startVoting = (member: Member, calendarEventId: string) =>
  app.inject({ method: 'POST', url: '/api/votings', headers: as(member), payload: { calendarEventId } })
const customVoting = (member: Member, payload: object) =>
  app.inject({ method: 'POST', url: '/api/votings/custom', headers: as(member), payload })
const vote = (member: Member, votingId: string, playerId: string, reason?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/votings/${votingId}/votes`,
    headers: as(member),
    payload: { playerId, ...(reason === undefined ? {} : { reason }) },
  })
const close = (member: Member, votingId: string) =>
  app.inject({ method: 'POST', url: `/api/votings/${votingId}/close`, headers: as(member) })
const votingIn = (list: VotingView[], id: string) => list.find((voting) => voting.id === id)
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message

describe('suggested games', () => {
  it('are the games from 1 day ahead to 7 days past with no voting yet, the latest first, for coaches only', async () => {
    const club = await freshTeam('Ash')
    const today = await club.scheduleCalendarEvent({
      type: 'game',
      title: 'Cup tie',
      opponent: 'Rovers',
      date: daysFromToday(0),
      time: '00:01',
    })
    const fiveDaysAgo = await club.schedulePastCalendarEvent(5, 'League match', club.coach, 'game')
    await club.schedulePastCalendarEvent(9, 'Too long ago', club.coach, 'game')
    await club.schedulePastCalendarEvent(2, 'A practice', club.coach, 'practice')
    await club.scheduleCalendarEvent({ type: 'game', title: 'Next week', date: daysFromToday(7) })
    const withVoting = await club.schedulePastCalendarEvent(3, 'Already voted on', club.coach, 'game')
    expect((await startVoting(club.coach, withVoting.id)).statusCode).toBe(201)

    const { suggestions } = await page(club.coach)
    expect(suggestions.map((game) => [game.calendarEventId, game.title])).toEqual([
      [today.id, 'Cup tie'],
      [fiveDaysAgo.id, 'League match'],
    ])
    expect(suggestions[0]).toMatchObject({ opponent: 'Rovers', date: daysFromToday(0), time: '00:01' })
    expect((await page(club.parent)).suggestions).toEqual([])
  })
})

describe('opening a voting', () => {
  it('starts one for a suggested game, active at once, and never a second for the same game', async () => {
    const game = await team.schedulePastCalendarEvent(1, 'Derby', team.coach, 'game')
    const started = await startVoting(team.coach, game.id)
    expect(started.statusCode, started.body).toBe(201)
    const { id } = started.json<{ id: string }>()

    const { active, suggestions } = await page(team.parent)
    expect(votingIn(active, id)).toMatchObject({
      calendarEventId: game.id,
      gameTitle: 'Derby',
      gameDate: daysFromToday(-1),
      gameTime: '00:01',
      isActive: true,
      openedByName: team.coach.name,
      closedAt: null,
      voteCount: 0,
      myVote: null,
      tally: null,
      winners: [],
    })
    expect(suggestions).toEqual([])

    const again = await startVoting(team.coach, game.id)
    expect(again.statusCode).toBe(409)
    expect(errorOf(again)).toBe('A Player of the Match voting already exists for this game.')
  })

  it('refuses a practice, and a game the team does not have', async () => {
    const practice = await team.schedulePastCalendarEvent(1, 'Drills', team.coach, 'practice')
    const refused = await startVoting(team.coach, practice.id)
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused)).toBe('Only games can have a Player of the Match voting.')
    expect((await startVoting(team.coach, 'no-such-game')).statusCode).toBe(404)
  })

  it('opens one for a custom game: the title trimmed and required, the date required, 15:00 unless said', async () => {
    const opened = await customVoting(team.coach, { title: '  Friendly vs Lakeside  ', date: daysFromToday(-3) })
    expect(opened.statusCode, opened.body).toBe(201)
    const voting = votingIn((await page(team.coach)).active, opened.json<{ id: string }>().id)
    expect(voting).toMatchObject({
      calendarEventId: null,
      gameTitle: 'Friendly vs Lakeside',
      gameDate: daysFromToday(-3),
      gameTime: '15:00',
      isActive: true,
      tally: [],
    })

    const blank = await customVoting(team.coach, { title: '   ', date: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({
      error: { fields: { title: 'Game title is required', date: 'Game date is required' } },
    })
  })

  it('is for coaches only', async () => {
    const game = await team.schedulePastCalendarEvent(2, 'Away game', team.coach, 'game')
    expect((await startVoting(team.parent, game.id)).statusCode).toBe(403)
    expect((await customVoting(team.parent, { title: 'Friendly', date: daysFromToday(0) })).statusCode).toBe(403)
  })
})

describe('voting', () => {
  it('never offers a parent their own child, and refuses a vote for them', async () => {
    const club = await freshTeam('Birch')
    const child = await club.addPlayer([club.parent])
    const other = await club.addPlayer()
    const { id } = await club.openVoting()

    const seen = await page(club.parent)
    expect(seen.candidates.map((player) => player.playerId)).toEqual([other.id])
    expect(seen.ownChildren).toEqual([child.name])
    expect((await page(club.coach)).candidates.map((player) => player.playerId).sort()).toEqual(
      [child.id, other.id].sort(),
    )

    const refused = await vote(club.parent, id, child.id)
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused)).toBe('You cannot vote for your own child. Please select another player.')
    // Family the parent invited are the child's family too: refused as well.
    const spouse = await registerWith(app, (await club.invite('spouse', club.parent)).code, 'parent', 'Birch Spouse')
    const fromFamily = await vote({ ...club.parent, cookie: spouse.cookie }, id, child.id)
    expect(fromFamily.statusCode).toBe(403)
    expect(votingIn((await page(club.parent)).active, id)?.voteCount).toBe(0)
  })

  it('counts one vote per member, shows them their vote and the count, and keeps the tally for coaches', async () => {
    const club = await freshTeam('Cedar')
    const [robin, sam] = [await club.addPlayer(), await club.addPlayer()]
    const other = await club.addMember()
    const { id } = await club.openVoting()

    const cast = await vote(club.parent, id, robin.id, '  Two great saves ')
    expect(cast.statusCode, cast.body).toBe(201)
    expect(cast.json<VotingView>()).toMatchObject({
      voteCount: 1,
      myVote: { playerId: robin.id, playerName: robin.name, reason: 'Two great saves' },
      tally: null,
    })
    const twice = await vote(club.parent, id, sam.id)
    expect(twice.statusCode).toBe(409)
    expect(errorOf(twice)).toBe('You have already voted in this session.')
    expect((await vote(other, id, sam.id)).statusCode).toBe(201)
    expect((await vote(club.coach, id, robin.id)).statusCode).toBe(201)

    const asParent = votingIn((await page(club.parent)).active, id)
    expect(asParent).toMatchObject({ voteCount: 3, myVote: { playerId: robin.id }, tally: null })
    const asOther = votingIn((await page(other)).active, id)
    expect(asOther).toMatchObject({ voteCount: 3, myVote: { playerId: sam.id } })
    const asCoach = votingIn((await page(club.coach)).active, id)
    expect(asCoach?.tally).toEqual([
      { playerId: robin.id, playerName: robin.name, votes: 2 },
      { playerId: sam.id, playerName: sam.name, votes: 1 },
    ])
  })

  it('refuses a player who is not on the team’s roster, and a voting of another team', async () => {
    const club = await freshTeam('Damson')
    const rival = await freshTeam('Elder')
    const { id } = await club.openVoting()
    const theirs = await rival.addPlayer()
    const refused = await vote(club.parent, id, theirs.id)
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused)).toBe('Player not found.')
    expect((await vote(rival.parent, id, theirs.id)).statusCode).toBe(404)
  })
})

describe('closing a voting', () => {
  it('fixes the player with the most votes as the winner, and takes no vote afterwards', async () => {
    const club = await freshTeam('Fir')
    const [robin, sam] = [await club.addPlayer(), await club.addPlayer()]
    const other = await club.addMember()
    const { id } = await club.openVoting('Cup final')
    await vote(club.parent, id, robin.id)
    await vote(other, id, robin.id)
    await vote(club.coach, id, sam.id)

    expect((await close(club.parent, id)).statusCode).toBe(403)
    const closed = await close(club.coach, id)
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json<VotingView>()).toMatchObject({
      isActive: false,
      voteCount: 3,
      winners: [{ playerId: robin.id, playerName: robin.name, votes: 2 }],
    })
    expect(closed.json<VotingView>().closedAt).not.toBeNull()

    const seen = await page(club.parent)
    expect(votingIn(seen.active, id)).toBeUndefined()
    // Previous Results: everyone sees the tally of a closed voting, for the medals.
    expect(votingIn(seen.closed, id)).toMatchObject({
      gameTitle: 'Cup final',
      winners: [{ playerId: robin.id }],
      tally: [
        { playerId: robin.id, votes: 2 },
        { playerId: sam.id, votes: 1 },
      ],
    })

    const late = await vote(await club.addMember(), id, sam.id)
    expect(late.statusCode).toBe(409)
    expect(errorOf(late)).toBe('This voting has been closed.')
    const again = await close(club.coach, id)
    expect(again.statusCode).toBe(409)
  })

  it('states a tie as joint winners, and no winner when nobody voted', async () => {
    const club = await freshTeam('Gorse')
    const [robin, sam] = [await club.addPlayer(), await club.addPlayer()]
    const other = await club.addMember()
    const tie = await club.openVoting('Tied game')
    await vote(club.parent, tie.id, sam.id)
    await vote(other, tie.id, robin.id)
    const tied = (await close(club.coach, tie.id)).json<VotingView>()
    expect(tied.winners.map((winner) => winner.playerId).sort()).toEqual([robin.id, sam.id].sort())

    const empty = await club.openVoting('Nobody voted')
    expect((await close(club.coach, empty.id)).json<VotingView>()).toMatchObject({ winners: [], voteCount: 0 })
  })
})

describe('the season’s awards', () => {
  it('shows coaches who has been recognised, how often, and who never has', async () => {
    const club = await freshTeam('Hazel')
    const [robin, sam, alex] = [await club.addPlayer(), await club.addPlayer(), await club.addPlayer()]
    const other = await club.addMember()
    const first = await club.openVoting('First game')
    await vote(club.parent, first.id, robin.id)
    await vote(other, first.id, sam.id)
    await close(club.coach, first.id)
    const second = await club.openVoting('Second game')
    await vote(club.parent, second.id, robin.id)
    await close(club.coach, second.id)
    await club.openVoting('Still open')

    const response = await app.inject({ method: 'GET', url: '/api/votings/awards', headers: as(club.coach) })
    expect(response.statusCode, response.body).toBe(200)
    const awards = response.json<Awards>()
    expect(awards.closedVotings).toBe(2)
    const of = (id: string) => awards.players.find((player) => player.playerId === id)
    expect(of(robin.id)).toMatchObject({ awards: 2, votes: 2 })
    expect(of(robin.id)?.lastAwardOn).toBe(daysFromToday(-1))
    expect(of(sam.id)).toMatchObject({ awards: 1, votes: 1 })
    expect(of(alex.id)).toMatchObject({ awards: 0, votes: 0, lastAwardOn: null })

    const asParent = await app.inject({ method: 'GET', url: '/api/votings/awards', headers: as(club.parent) })
    expect(asParent.statusCode).toBe(403)
  })
})

it('keeps the votes tables equal to a rebuild from the log', async () => {
  expect(await verifyProjection(t.owner.db, projections.byName('votes')!)).toEqual([])
})
