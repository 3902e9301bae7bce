import { attendanceDecider } from '@teamspace/domain/attendance/attendance.decider'
import { attendanceStreamId } from '@teamspace/domain/attendance/attendance.events'
import { availabilityDecider } from '@teamspace/domain/availability/availability.decider'
import { availabilityStreamId } from '@teamspace/domain/availability/availability.events'
import { calendarDecider } from '@teamspace/domain/calendar/calendar.decider'
import { calendarEventStreamId } from '@teamspace/domain/calendar/calendar.events'
import { chatMessageDecider, chatReadDecider, chatThreadDecider } from '@teamspace/domain/chat/chat.decider'
import { chatMessageStreamId, chatReadStreamId, chatThreadStreamId } from '@teamspace/domain/chat/chat.events'
import { rosterDecider } from '@teamspace/domain/roster/roster.decider'
import { rosterStreamId } from '@teamspace/domain/roster/roster.events'
import { statsDecider } from '@teamspace/domain/stats/stats.decider'
import type { StatsCommand } from '@teamspace/domain/stats/stats.commands'
import { statLineStreamId } from '@teamspace/domain/stats/stats.events'
import { teamDecider } from '@teamspace/domain/team/team.decider'
import { teamStreamId } from '@teamspace/domain/team/team.events'
import { ageGroups } from '@teamspace/domain/team/team.schemas'
import type { Decider } from '@teamspace/domain/shared/decider'
import type { Command, DomainEvent } from '@teamspace/domain/shared/events'
import { testMetadata } from '@teamspace/domain/shared/testing'
import fc from 'fast-check'
import { sql } from 'kysely'
import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { append, testEvent } from '../../../test/events'
import { projections } from '../../app'
import { commandStream, type CommandInput } from '../commands/command-stream'
import { handleCommand } from '../commands/handle-command'
import { START } from '../event-store/cursor'
import { appendToStream } from '../event-store/append'
import { readRuns } from '../event-store/read'
import { createProjectionRegistry, type Projection } from './registry'
import { rebuildProjection, verifyProjection } from './rebuild'
import { drainSubscriber, readCheckpoint, type Subscriber } from './subscriptions'
import { statLine } from '@teamspace/domain/stats/stats.fixture'

const t = useTestDatabase()

/** Ends a transaction a test wants undone. */
class RollBack extends Error {}
const teams = projections.byName('teams')!

/** Runs a command, its metadata included, on `streamId` through the command path. */
const runOn = <State, C extends Command, E extends DomainEvent>(
  stream: { readonly type: string; readonly decider: Decider<State, C, E> },
  streamId: string,
  teamId: string,
  { type, data, metadata }: C,
) =>
  handleCommand(
    { db: t.database.db, projections },
    commandStream({ ...stream, streamOf: () => null }),
    { type, data } as CommandInput<C>,
    { streamId, teamId, metadata, result: () => null },
  )

type TeamCommandSpec =
  | { kind: 'create'; team: number; name: string; ageGroup: (typeof ageGroups)[number] }
  | { kind: 'rename'; team: number; name: string }

const runTeamCommand = async (prefix: string, spec: TeamCommandSpec) => {
  const teamId = `${prefix}-${spec.team}`
  const metadata = testMetadata({ commandId: nanoid(), now: new Date(Date.UTC(2026, 0, 1, 0, 0, spec.team)) })
  try {
    await runOn(
      { type: 'team', decider: teamDecider },
      teamStreamId(teamId),
      teamId,
      spec.kind === 'create'
        ? {
            type: 'CreateTeam',
            data: {
              teamId,
              founderId: `founder-${teamId}`,
              name: spec.name,
              ageGroup: spec.ageGroup,
              timeZone: 'UTC',
            },
            metadata,
          }
        : { type: 'RenameTeam', data: { teamId, name: spec.name }, metadata },
    )
  } catch {
    // Refused commands (renaming a team that does not exist, creating one twice) are part of the sequence.
  }
}

const commandSpec: fc.Arbitrary<TeamCommandSpec> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    team: fc.nat(4),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    ageGroup: fc.constantFrom(...ageGroups),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    team: fc.nat(4),
    name: fc.string({ minLength: 1, maxLength: 12 }),
  }),
)

describe('projections', () => {
  it('keep live tables equal to a rebuild from the log, for any sequence of commands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandSpec, { minLength: 1, maxLength: 12 }), async (specs) => {
        const prefix = nanoid(6)
        for (const spec of specs) await runTeamCommand(prefix, spec)
        expect(await verifyProjection(t.owner.db, teams)).toEqual([])
      }),
      { numRuns: 15 },
    )
  })

  it('keep the roster, stat lines and totals equal to a rebuild, for any sequence of roster and stat commands', async () => {
    type RosterStep =
      | { kind: 'add' | 'update'; player: number; jersey: number | null }
      | { kind: 'remove'; player: number }
      | { kind: 'stat'; player: number; goals: number; minutes: number }
      | { kind: 'correct'; line: number; goals: number; minutes: number }
      | { kind: 'void'; line: number }
    const step: fc.Arbitrary<RosterStep> = fc.oneof(
      fc.record({
        kind: fc.constantFrom('add' as const, 'update' as const),
        player: fc.nat(3),
        jersey: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      }),
      fc.record({ kind: fc.constant('remove' as const), player: fc.nat(3) }),
      fc.record({ kind: fc.constant('stat' as const), player: fc.nat(3), goals: fc.nat(3), minutes: fc.nat(120) }),
      fc.record({ kind: fc.constant('correct' as const), line: fc.nat(5), goals: fc.nat(3), minutes: fc.nat(120) }),
      fc.record({ kind: fc.constant('void' as const), line: fc.nat(5) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        const teamId = `team-${nanoid(6)}`
        const lineIds: string[] = []
        const values = (goals: number, minutes: number) =>
          statLine({ gameDate: '2026-09-05', opponent: '', minutesPlayed: minutes, goals })
        const runStats = (statLineId: string, command: StatsCommand) =>
          runOn({ type: 'statline', decider: statsDecider }, statLineStreamId(statLineId), teamId, command)
        for (const s of steps) {
          const metadata = testMetadata({ commandId: nanoid() })
          try {
            if (s.kind === 'stat') {
              const statLineId = nanoid()
              lineIds.push(statLineId)
              const playerId = `${teamId}-p${s.player}`
              await runStats(statLineId, {
                type: 'RecordStatLine',
                data: { ...values(s.goals, s.minutes), teamId, statLineId, playerId },
                metadata,
              })
            } else if (s.kind === 'correct' || s.kind === 'void') {
              const statLineId = lineIds[s.line % Math.max(1, lineIds.length)]
              if (!statLineId) continue
              await runStats(
                statLineId,
                s.kind === 'void'
                  ? { type: 'VoidStatLine', data: { teamId, statLineId }, metadata }
                  : { type: 'CorrectStatLine', data: { teamId, statLineId, ...values(s.goals, s.minutes) }, metadata },
              )
            } else {
              const playerId = `${teamId}-p${s.player}`
              const command =
                s.kind === 'remove'
                  ? ({ type: 'RemovePlayer', data: { teamId, playerId }, metadata } as const)
                  : ({
                      type: s.kind === 'add' ? 'AddPlayer' : 'UpdatePlayer',
                      data: {
                        teamId,
                        playerId,
                        name: `Player ${s.player}`,
                        jerseyNumber: s.jersey,
                        position: 'Defender',
                      },
                      metadata,
                    } as const)
              await runOn({ type: 'roster', decider: rosterDecider }, rosterStreamId(teamId), teamId, command)
            }
          } catch {
            // Refused commands (a taken jersey, an unknown player) are part of the sequence.
          }
        }
        expect(await verifyProjection(t.owner.db, projections.byName('roster')!)).toEqual([])
        expect(await verifyProjection(t.owner.db, projections.byName('stats')!)).toEqual([])
      }),
      { numRuns: 15 },
    )
  })

  it('keep the calendar, availability and attendance equal to a rebuild, for any sequence of their commands', async () => {
    type CalendarStep =
      | { kind: 'add' | 'remove'; player: number }
      | { kind: 'schedule'; event: number; type: 'game' | 'practice' | 'event'; takesAttendance: boolean }
      | { kind: 'change'; event: number; version: number; hour: number }
      | { kind: 'cancel'; event: number }
      | { kind: 'answer'; event: number; player: number; answer: 'going' | 'not-going' | 'maybe' }
      | { kind: 'take'; event: number; statuses: ('present' | 'absent' | 'late' | 'excused')[] }
    const status = fc.constantFrom('present' as const, 'absent' as const, 'late' as const, 'excused' as const)
    const step: fc.Arbitrary<CalendarStep> = fc.oneof(
      fc.record({ kind: fc.constantFrom('add' as const, 'remove' as const), player: fc.nat(3) }),
      fc.record({
        kind: fc.constant('schedule' as const),
        event: fc.nat(2),
        type: fc.constantFrom('game' as const, 'practice' as const, 'event' as const),
        takesAttendance: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('change' as const),
        event: fc.nat(2),
        version: fc.integer({ min: 1, max: 3 }),
        hour: fc.integer({ min: 10, max: 19 }),
      }),
      fc.record({ kind: fc.constant('cancel' as const), event: fc.nat(2) }),
      fc.record({
        kind: fc.constant('answer' as const),
        event: fc.nat(2),
        player: fc.nat(3),
        answer: fc.constantFrom('going' as const, 'not-going' as const, 'maybe' as const),
      }),
      fc.record({ kind: fc.constant('take' as const), event: fc.nat(2), statuses: fc.array(status, { maxLength: 4 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const teamId = `team-${nanoid(6)}`
        const playerId = (n: number) => `${teamId}-p${n}`
        const calendarEventId = (n: number) => `${teamId}-e${n}`
        const run = <State, C extends Command, E extends DomainEvent>(
          decider: Decider<State, C, E>,
          streamId: string,
          command: C,
        ) => runOn({ type: 'test', decider }, streamId, teamId, command)
        const details = {
          title: 'Session',
          location: 'North Field',
          address: '1 Shore Road',
          opponent: 'Rovers',
          arriveMinutesEarly: 30,
          description: '',
        }
        for (const s of steps) {
          const metadata = testMetadata({ commandId: nanoid() })
          try {
            if (s.kind === 'add' || s.kind === 'remove') {
              await run(
                rosterDecider,
                rosterStreamId(teamId),
                s.kind === 'add'
                  ? {
                      type: 'AddPlayer',
                      data: {
                        teamId,
                        playerId: playerId(s.player),
                        jerseyNumber: null,
                        position: 'Defender',
                      },
                      metadata,
                    }
                  : { type: 'RemovePlayer', data: { teamId, playerId: playerId(s.player) }, metadata },
              )
            } else if (s.kind === 'schedule' || s.kind === 'change' || s.kind === 'cancel') {
              const id = calendarEventId(s.event)
              const values = { teamId, calendarEventId: id, timeZone: 'Europe/London', ...details, date: '2026-09-10' }
              await run(
                calendarDecider,
                calendarEventStreamId(id),
                s.kind === 'schedule'
                  ? {
                      type: 'ScheduleCalendarEvent',
                      data: { ...values, type: s.type, time: '10:00', takesAttendance: s.takesAttendance },
                      metadata,
                    }
                  : s.kind === 'change'
                    ? {
                        type: 'ChangeCalendarEvent',
                        data: { ...values, type: 'practice', time: `${s.hour}:00`, version: s.version },
                        metadata,
                      }
                    : { type: 'CancelCalendarEvent', data: { teamId, calendarEventId: id }, metadata },
              )
            } else if (s.kind === 'answer') {
              const id = calendarEventId(s.event)
              await run(availabilityDecider, availabilityStreamId(id, playerId(s.player)), {
                type: 'GiveAvailability',
                data: {
                  teamId,
                  calendarEventId: id,
                  playerId: playerId(s.player),
                  answer: s.answer,
                  note: '',
                  calendarEvent: { type: 'game', startsAt: '2026-09-10T09:00:00.000Z' },
                  parentIds: ['user-coach'],
                },
                metadata,
              })
            } else if (s.kind === 'take') {
              const id = calendarEventId(s.event)
              await run(attendanceDecider, attendanceStreamId(id), {
                type: 'TakeAttendance',
                data: {
                  teamId,
                  calendarEventId: id,
                  takesAttendance: true,
                  // Players the roster may no longer have among them: the projection counts them for nobody.
                  activePlayerIds: [0, 1, 2, 3].map(playerId),
                  records: s.statuses.map((value, i) => ({ playerId: playerId(i), status: value })),
                },
                metadata,
              })
            }
          } catch {
            // Refused commands (a stale version, a player added twice) are part of the sequence.
          }
        }
        for (const name of ['calendar', 'availability', 'attendance'])
          expect(await verifyProjection(t.owner.db, projections.byName(name)!), name).toEqual([])
      }),
      { numRuns: 15 },
    )
  })

  it('keep chat threads, their summaries, messages and read markers equal to a rebuild, for any sequence', async () => {
    // Posts carry times that go back and forth, as concurrent posts commit out of order: the summary's last
    // message must be the latest by (time, id) however the posts were applied.
    type ChatStep =
      | { kind: 'start'; thread: number; isPrivate: boolean }
      | { kind: 'pin'; thread: number; isPinned: boolean }
      | { kind: 'post'; thread: number; sender: number; minute: number; replyTo: number | null }
      | { kind: 'edit'; message: number; sender: number; content: string }
      | { kind: 'read'; thread: number; member: number; message: number }
    const step: fc.Arbitrary<ChatStep> = fc.oneof(
      fc.record({ kind: fc.constant('start' as const), thread: fc.nat(2), isPrivate: fc.boolean() }),
      fc.record({ kind: fc.constant('pin' as const), thread: fc.nat(2), isPinned: fc.boolean() }),
      // Posts weigh most: runs of them, out of time order, are what a rebuild must sum up as live did.
      {
        arbitrary: fc.record({
          kind: fc.constant('post' as const),
          thread: fc.nat(2),
          sender: fc.nat(3),
          minute: fc.nat(3),
          replyTo: fc.option(fc.nat(5), { nil: null }),
        }),
        weight: 5,
      },
      fc.record({ kind: fc.constant('edit' as const), message: fc.nat(5), sender: fc.nat(3), content: fc.string() }),
      fc.record({ kind: fc.constant('read' as const), thread: fc.nat(2), member: fc.nat(3), message: fc.nat(5) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const teamId = `team-${nanoid(6)}`
        const threadId = (n: number) => `${teamId}-th${n}`
        const member = (n: number) => `${teamId}-u${n}`
        const messages: { id: string; threadId: string; postedAt: string }[] = []
        const run = <State, C extends Command, E extends DomainEvent>(
          decider: Decider<State, C, E>,
          streamId: string,
          command: C,
        ) => runOn({ type: 'test', decider }, streamId, teamId, command)
        // Threads 0 and 1 exist from the start (posts need a thread, as the route sees to); 2 only if started.
        const opening: ChatStep[] = [
          { kind: 'start', thread: 0, isPrivate: false },
          { kind: 'start', thread: 1, isPrivate: true },
        ]
        for (const s of [...opening, ...steps]) {
          const who = 'sender' in s ? s.sender : 'member' in s ? s.member : 0
          const now = new Date(Date.UTC(2026, 8, 1, 10, s.kind === 'post' ? s.minute : 30))
          const metadata = testMetadata({
            commandId: nanoid(),
            now,
            actor: { userId: member(who), role: who === 0 ? 'coach' : 'parent' },
          })
          try {
            if (s.kind === 'start' || s.kind === 'pin') {
              await run(
                chatThreadDecider,
                chatThreadStreamId(threadId(s.thread)),
                s.kind === 'start'
                  ? {
                      type: 'StartThread',
                      data: {
                        teamId,
                        threadId: threadId(s.thread),
                        title: `Thread ${s.thread}`,
                        description: '',
                        tags: ['tag'],
                        isPrivate: s.isPrivate,
                      },
                      metadata,
                    }
                  : {
                      type: 'PinThread',
                      data: { teamId, threadId: threadId(s.thread), isPinned: s.isPinned },
                      metadata,
                    },
              )
            } else if (s.kind === 'post') {
              // Short random ids, so that two posts in the same minute are ordered by id.
              const messageId = nanoid(4)
              const replyTo = s.replyTo === null ? null : (messages[s.replyTo]?.id ?? null)
              await run(chatMessageDecider, chatMessageStreamId(messageId), {
                type: 'PostMessage',
                data: { teamId, threadId: threadId(s.thread), messageId, content: `Post ${messageId}`, replyTo },
                metadata,
              })
              messages.push({ id: messageId, threadId: threadId(s.thread), postedAt: now.toISOString() })
            } else if (s.kind === 'edit') {
              const message = messages[s.message % Math.max(1, messages.length)]
              if (!message) continue
              await run(chatMessageDecider, chatMessageStreamId(message.id), {
                type: 'EditMessage',
                data: { teamId, threadId: message.threadId, messageId: message.id, content: s.content || 'x' },
                metadata,
              })
            } else {
              const message = messages[s.message % Math.max(1, messages.length)]
              if (!message) continue
              await run(chatReadDecider, chatReadStreamId(message.threadId, member(s.member)), {
                type: 'MarkThreadRead',
                data: {
                  teamId,
                  threadId: message.threadId,
                  memberId: member(s.member),
                  lastReadMessageId: message.id,
                  readUpTo: message.postedAt,
                },
                metadata,
              })
            }
          } catch {
            // Refused commands (a parent's coach-only thread, an edit by another member) are part of the sequence.
          }
        }
        expect(await verifyProjection(t.owner.db, projections.byName('chat')!)).toEqual([])
      }),
      { numRuns: 15 },
    )
  })

  it('keep roster, stat lines and totals equal to a rebuild when the command path hands its functions runs of many events', async () => {
    // The command path hands each set-based handler's function (functions.ts) a run of one event; the functions
    // take runs of any length, in log order, exactly as a rebuild's statements over the log's own rows do.
    type StatsStep =
      | { kind: 'add'; player: number }
      | { kind: 'remove'; player: number }
      | { kind: 'stat'; player: number; goals: number; minutes: number }
      | { kind: 'correct'; line: number; goals: number; minutes: number }
      | { kind: 'void'; line: number; goals: number; minutes: number }
    const step: fc.Arbitrary<StatsStep> = fc.oneof(
      fc.record({ kind: fc.constantFrom('add' as const, 'remove' as const), player: fc.nat(2) }),
      fc.record({ kind: fc.constant('stat' as const), player: fc.nat(2), goals: fc.nat(3), minutes: fc.nat(90) }),
      fc.record({
        kind: fc.constantFrom('correct' as const, 'void' as const),
        line: fc.nat(4),
        goals: fc.nat(3),
        minutes: fc.nat(90),
      }),
    )
    const viaFunctions = createProjectionRegistry([projections.byName('roster')!, projections.byName('stats')!])
    const others = createProjectionRegistry(
      projections.all.filter((projection) => projection.name !== 'roster' && projection.name !== 'stats'),
    )
    const functionNames = new Set(viaFunctions.functions.map((fn) => fn.name))
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        async (appends) => {
          const teamId = `team-${nanoid(6)}`
          const lines: string[] = []
          const onRoster = new Set<string>()
          const at = '2026-09-05T10:00:00.000Z'
          const values = (goals: number, minutes: number) =>
            statLine({
              gameDate: '2026-09-05',
              opponent: 'Rivals',
              minutesPlayed: minutes,
              goals,
              assists: 1,
              keyPlays: ['a'],
            })
          const eventOf = (s: StatsStep): DomainEvent | null => {
            if (s.kind === 'correct' || s.kind === 'void') {
              const statLineId = lines[s.line % Math.max(1, lines.length)]
              if (!statLineId) return null
              const playerId = `${teamId}-p${s.line % 3}`
              return s.kind === 'void'
                ? { type: 'StatLineVoided', data: { teamId, statLineId, playerId, voidedAt: at } }
                : {
                    type: 'StatLineCorrected',
                    data: { ...values(s.goals, s.minutes), teamId, statLineId, playerId, correctedAt: at },
                  }
            }
            if (s.kind === 'stat') {
              const statLineId = nanoid()
              lines.push(statLineId)
              const playerId = `${teamId}-p${s.player}`
              return {
                type: 'StatLineRecorded',
                data: { ...values(s.goals, s.minutes), teamId, statLineId, playerId, recordedAt: at },
              }
            }
            const playerId = `${teamId}-p${s.player}`
            // As the roster's decider allows: a player is added once, and removed while on the roster.
            if (s.kind === 'add' ? onRoster.has(playerId) : !onRoster.has(playerId)) return null
            if (s.kind === 'add') onRoster.add(playerId)
            else onRoster.delete(playerId)
            return s.kind === 'add'
              ? {
                  type: 'PlayerAdded',
                  data: { teamId, playerId, jerseyNumber: null, position: 'Defender', addedAt: at },
                }
              : { type: 'PlayerRemoved', data: { teamId, playerId, removedAt: at } }
          }
          for (const chosen of appends) {
            const events = chosen.map(eventOf).filter((event): event is DomainEvent => event !== null)
            if (events.length === 0) continue
            const streamId = `mixed-${nanoid(8)}`
            const metadata = { teamId, actor: null, commandId: nanoid(), correlationId: nanoid(), recordedAt: at }
            const pending = events.map((event, index) => ({
              ...event,
              streamId,
              streamVersion: index + 1,
              position: 0,
              txId: '0',
              teamId,
              metadata: { ...metadata, schemaVersion: 1 },
            }))
            const then = await viaFunctions.stepsFor(pending)
            expect(then).not.toBeNull()
            // Every set-based handler's run is a call of its function; nothing of theirs goes as SQL text.
            expect(then!.length).toBeGreaterThan(0)
            for (const s of then!) expect('fn' in s && functionNames.has(s.fn)).toBe(true)
            // The other projections of these events read as they write: in the append's transaction, as the
            // command path runs them.
            await t.database.db.transaction().execute(async (trx) => {
              const recorded = await appendToStream(trx, {
                streamId,
                streamType: 'test',
                teamId,
                expectedVersion: 0,
                events,
                metadata,
                then: then!,
              })
              await others.applyInline(trx, recorded)
            })
          }
          expect(await verifyProjection(t.owner.db, projections.byName('roster')!)).toEqual([])
          expect(await verifyProjection(t.owner.db, projections.byName('stats')!)).toEqual([])
        },
      ),
      { numRuns: 15 },
    )
  })

  it('plan a handler function again when the search path points at a shadow schema, on the same connection', async () => {
    // plpgsql keeps a function's plans per connection; a rebuild's shadow schema must still get the rows.
    const stats = projections.byName('stats')!
    const fn = stats.functions.find((f) => f.handler === 'stats: PlayerAdded')!
    const schema = `shadow_${nanoid(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`
    const run = (playerId: string) =>
      JSON.stringify([
        {
          seq: 1,
          stream_id: `s-${playerId}`,
          stream_version: 1,
          team_id: 'team-shadow',
          metadata: {},
          data: { teamId: 'team-shadow', playerId },
        },
      ])
    const ids = [nanoid(), nanoid(), nanoid()]
    await t.owner.db
      .transaction()
      .execute(async (trx) => {
        await sql`create schema ${sql.id(schema)}`.execute(trx)
        await sql`create table ${sql.id(schema, 'player_totals')} (like public.player_totals including all)`.execute(
          trx,
        )
        await sql`select ${sql.id(fn.name)}(${run(ids[0]!)}::jsonb)`.execute(trx)
        await sql`select set_config('search_path', ${`${schema}, public`}, true)`.execute(trx)
        await sql`select ${sql.id(fn.name)}(${run(ids[1]!)}::jsonb)`.execute(trx)
        await sql`select set_config('search_path', 'public', true)`.execute(trx)
        await sql`select ${sql.id(fn.name)}(${run(ids[2]!)}::jsonb)`.execute(trx)
        const where = async (table: ReturnType<typeof sql.id>) =>
          (
            await sql<{
              player_id: string
            }>`select player_id from ${table} where team_id = 'team-shadow' order by player_id`.execute(trx)
          ).rows.map((row) => row.player_id)
        expect(await where(sql.id(schema, 'player_totals'))).toEqual([ids[1]])
        expect(await where(sql.id('public', 'player_totals'))).toEqual([ids[0], ids[2]].sort())
        throw new RollBack()
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error
      })
  })

  it('apply a log as runs of many events (the batch form) exactly as event by event, for every projection', async () => {
    // The log the sequences above left: verify rebuilds it 50,000 events per read, so every run of consecutive
    // events of one type goes to its handler at once; the live tables were written one event at a time.
    const { rows } = await sql<{ runs: number }>`
      select count(*)::int as runs from (
        select type, lag(type) over (order by tx_id, position) as previous from events) as log
      where type = previous`.execute(t.owner.db)
    expect(rows[0]!.runs).toBeGreaterThan(0)
    for (const projection of projections.all) expect(await verifyProjection(t.owner.db, projection)).toEqual([])
  })

  it('apply a run the log holds at an older schema version by reading it in, with the same result', async () => {
    // Set-based handlers read runs in place; a run to upcast first goes through this process as inline rows.
    // The events below go to the log only: no test after this one verifies the stats projection.
    const stats = projections.byName('stats')!
    const teamId = `team-${nanoid(6)}`
    const playerId = `${teamId}-p`
    const at = '2026-09-05T10:00:00.000Z'
    const values = (goals: number) =>
      statLine({ gameDate: '2026-09-05', opponent: 'Rovers', goals, keyPlays: ['a save'] })
    await append(
      t.database.db,
      `player-${playerId}`,
      0,
      [
        {
          type: 'PlayerAdded',
          data: { teamId, playerId, name: 'P', jerseyNumber: 1, position: 'Defender', addedAt: at },
        },
      ],
      teamId,
    )
    for (const line of ['l1', 'l2', 'l3']) {
      const data = { ...values(1), teamId, statLineId: `${teamId}-${line}`, playerId, playerName: 'P', recordedAt: at }
      await append(t.database.db, `statline-${teamId}-${line}`, 0, [{ type: 'StatLineRecorded', data }], teamId)
    }
    await append(
      t.database.db,
      `statline-${teamId}-l1`,
      1,
      [2, 3].map((goals) => ({
        type: 'StatLineCorrected',
        data: { ...values(goals), teamId, statLineId: `${teamId}-l1`, playerId, correctedAt: at },
      })),
      teamId,
    )
    await append(
      t.database.db,
      `statline-${teamId}-l2`,
      1,
      [{ type: 'StatLineVoided', data: { teamId, statLineId: `${teamId}-l2`, playerId, voidedAt: at } }],
      teamId,
    )
    const build = async (schema: string, older: boolean) => {
      await t.owner.db.transaction().execute(async (trx) => {
        await sql`create schema ${sql.id(schema)}`.execute(trx)
        for (const table of stats.tables) {
          await sql`create table ${sql.id(schema, table)} (like ${sql.id('public', table)} including all)`.execute(trx)
        }
        await sql`select set_config('search_path', ${`${schema}, public`}, true)`.execute(trx)
        const runs = await readRuns(trx, START, { types: stats.handles, maxRun: 50_000, unbounded: true })
        expect(runs.length).toBeGreaterThan(0)
        for (const run of runs) {
          await stats.applyLogRun(older ? { ...run, schemaVersion: run.schemaVersion - 1 } : run, trx)
        }
      })
    }
    await build('in_place', false)
    await build('read_in', true)
    for (const table of stats.tables) {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from (
          (select * from ${sql.id('in_place', table)} except all select * from ${sql.id('read_in', table)})
          union all
          (select * from ${sql.id('read_in', table)} except all select * from ${sql.id('in_place', table)})) as d`.execute(
        t.owner.db,
      )
      expect(rows[0]!.count, table).toBe(0)
    }
    const { rows } = await sql<{ goals: number; games: number }>`
      select goals, games_played as games from in_place.player_totals where player_id = ${playerId}`.execute(t.owner.db)
    expect(rows).toEqual([{ goals: 4, games: 2 }])
    await sql`drop schema in_place cascade`.execute(t.owner.db)
    await sql`drop schema read_in cascade`.execute(t.owner.db)
  })

  it('verify reports a row changed by hand, and a rebuild puts it right', async () => {
    const prefix = nanoid(6)
    await runTeamCommand(prefix, { kind: 'create', team: 1, name: 'Riverside', ageGroup: 'U10' })
    await sql`update teams set name = 'Tampered' where id = ${`${prefix}-1`}`.execute(t.database.db)

    const differences = await verifyProjection(t.owner.db, teams)
    expect(differences).toHaveLength(1)
    expect(differences[0]!.table).toBe('teams')
    expect(differences[0]!.onlyLive).toEqual([expect.objectContaining({ id: `${prefix}-1`, name: 'Tampered' })])
    expect(differences[0]!.onlyRebuilt).toEqual([expect.objectContaining({ id: `${prefix}-1`, name: 'Riverside' })])

    await rebuildProjection(t.owner.db, teams)
    expect(await verifyProjection(t.owner.db, teams)).toEqual([])
    const row = await t.database.db
      .selectFrom('teams')
      .select('name')
      .where('id', '=', `${prefix}-1`)
      .executeTakeFirstOrThrow()
    expect(row.name).toBe('Riverside')
    const state = await t.database.db
      .selectFrom('projection_state')
      .selectAll()
      .where('name', '=', 'teams')
      .executeTakeFirstOrThrow()
    expect(state.version).toBe(teams.version)
  })

  it('verify reports a row deleted by hand and one added by hand, compared column by column', async () => {
    const prefix = nanoid(6)
    await runTeamCommand(prefix, { kind: 'create', team: 1, name: 'Riverside', ageGroup: 'U10' })
    await runTeamCommand(prefix, { kind: 'create', team: 2, name: 'Hillside', ageGroup: 'U12' })
    await sql`delete from teams where id = ${`${prefix}-1`}`.execute(t.database.db)
    await sql`
      insert into teams (id, name, age_group, time_zone, created_at, updated_at)
      select ${`${prefix}-3`}, 'Nowhere', age_group, time_zone, created_at, updated_at from teams
      where id = ${`${prefix}-2`}`.execute(t.owner.db)

    const differences = await verifyProjection(t.owner.db, teams)
    expect(differences).toHaveLength(1)
    expect(differences[0]!.onlyLive).toEqual([expect.objectContaining({ id: `${prefix}-3`, name: 'Nowhere' })])
    expect(differences[0]!.onlyRebuilt).toEqual([expect.objectContaining({ id: `${prefix}-1`, name: 'Riverside' })])

    await rebuildProjection(t.owner.db, teams)
    expect(await verifyProjection(t.owner.db, teams)).toEqual([])
  })

  it.skipIf(!isPostgresServer())('loses no command that arrives while a rebuild runs', async () => {
    const { owner } = t
    const prefix = nanoid(6)
    let stop = false
    const writer = (async () => {
      let n = 0
      while (!stop) await runTeamCommand(prefix, { kind: 'create', team: n++, name: `Team ${n}`, ageGroup: 'U12' })
      return n
    })()
    for (let i = 0; i < 3; i++) await rebuildProjection(owner.db, teams)
    stop = true
    const created = await writer
    const { rows } = await sql<{
      count: number
    }>`select count(*)::int as count from teams where id like ${`${prefix}-%`}`.execute(owner.db)
    expect(rows[0]!.count).toBe(created)
    expect(await verifyProjection(owner.db, teams)).toEqual([])
  })

  it('refuses two projections that claim one table', () => {
    const a: Projection = { ...teams, name: 'a' }
    const b: Projection = { ...teams, name: 'b' }
    expect(() => createProjectionRegistry([a, b])).toThrow('table teams belongs to two projections')
  })
})

describe('asynchronous subscribers', () => {
  it('handle each event once, from a checkpoint kept with their work', async () => {
    const seen: number[] = []
    const stream = `s-${nanoid()}`
    const subscriber: Subscriber = {
      name: `collector-${nanoid(6)}`,
      handles: ['TestHappened'],
      handle: async (events) => {
        for (const e of events) if (e.streamId === stream) seen.push((e.data as { n: number }).n)
      },
    }
    await append(t.database.db, stream, 0, [testEvent(1), testEvent(2)])
    await append(t.database.db, stream, 2, [testEvent(3)])
    // Readers stop below the oldest transaction on the whole server, which another test file may hold briefly.
    await expect.poll(async () => (await drainSubscriber(t.database.db, subscriber), seen.length)).toBe(3)
    await drainSubscriber(t.database.db, subscriber)
    expect(seen).toEqual([1, 2, 3])
    const checkpoint = await readCheckpoint(t.database.db, subscriber.name)
    expect(checkpoint.position).toBeGreaterThan(0)
  })

  it.skipIf(!isPostgresServer())('have one owner across server instances', async () => {
    const instances = [t.database, await t.open(), await t.open()]
    const seen: number[] = []
    const stream = `s-${nanoid()}`
    const subscriber: Subscriber = {
      name: `owner-${nanoid(6)}`,
      handles: ['TestHappened'],
      handle: async (events) => {
        // Slow enough that the instances overlap.
        await new Promise((resolve) => setTimeout(resolve, 20))
        for (const e of events) if (e.streamId === stream) seen.push((e.data as { n: number }).n)
      },
    }
    for (let n = 1; n <= 20; n++) {
      await append(t.database.db, stream, n - 1, [testEvent(n)])
      await Promise.all(instances.map((instance) => drainSubscriber(instance.db, subscriber)))
    }
    await expect.poll(async () => (await drainSubscriber(t.database.db, subscriber), seen.length)).toBe(20)
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })
})
