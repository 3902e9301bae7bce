import { useQuery } from '@tanstack/react-query'
import type { GameLineup as Lineup } from '@teamspace/domain/lineups/lineups.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { lazy, Suspense, useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { HistoryButton } from '../../shared/history/HistoryButton'
import { Button, Notice, Spinner } from '../../ui'
import { gameLineupQuery, lineupKeys } from './lineups.queries'
import { lineupsMessages as m } from './lineups.messages'
import { LineupView } from './LineupView'
import { useRefetchAt } from './use-refetch-at'
import './lineups.css'

// The editor loads when it opens: the game's details show first.
const LineupEditor = lazy(() => import('./LineupEditor').then((module) => ({ default: module.LineupEditor })))

/**
 * Where a lineup stands, in words: for coaches a draft, published, or published at a later time; for families only
 * when a lineup they cannot see yet will be published (a published one speaks for itself).
 */
export function LineupStatus({ data, timeZone }: { data: Lineup; timeZone: string }) {
  const t = useT()
  const { lineup, publishesAt } = data
  if (lineup === null)
    return publishesAt ? (
      <p className="lineup-status">{t(m.willPublish, { time: formatEventDateTime(publishesAt, timeZone) })}</p>
    ) : null
  // Families never see a draft: a lineup they see is published, and needs no saying so.
  if (lineup.published)
    return data.candidates ? <p className="lineup-status lineup-status--published">{t(m.publishedNow)}</p> : null
  if (lineup.publishAt)
    return (
      <p className="lineup-status">{t(m.scheduledFor, { time: formatEventDateTime(lineup.publishAt, timeZone) })}</p>
    )
  return <p className="lineup-status lineup-status--draft">{t(m.draft)}</p>
}

interface GameLineupProps {
  calendarEventId: string
  /** The game as the calendar names it ("Spring Cup vs Rovers"), for the editor and the outbox's list. */
  gameName: string
  timeZone: string
}

/**
 * A game's lineup on its page: the pitch and the bench for every member once published; for coaches also the
 * draft, where it stands, and Pick or Edit Lineup.
 */
export function GameLineup({ calendarEventId, gameName, timeZone }: GameLineupProps) {
  const t = useT()
  const user = useSignedInUser()
  const manages = can(user.role, 'lineups.manage')
  const query = gameLineupQuery(calendarEventId)
  const { data, isPending, isError, refetch } = useQuery(query)
  const [editing, setEditing] = useState(false)
  useRefetchAt(lineupKeys.game(calendarEventId), data?.publishesAt)

  if (isPending) return <Spinner label={t(m.loading)} />
  if (isError)
    return manages ? (
      <Notice tone="error">
        <p>{t(m.loadFailed)}</p>
        <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
      </Notice>
    ) : null
  if (!manages && data.lineup === null && data.publishesAt === null) return null
  return (
    <section className="game-lineup" aria-label={t(m.lineup)}>
      <h3>{t(m.lineup)}</h3>
      {manages && data.lineup === null ? (
        <p className="muted">{t(m.noLineupYet)}</p>
      ) : (
        <LineupStatus data={data} timeZone={timeZone} />
      )}
      {data.lineup && <LineupView lineup={data.lineup} />}
      {manages && (
        <div className="game-lineup__actions">
          <Button variant={data.lineup ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
            {t(data.lineup ? m.editLineup : m.pickLineup)}
          </Button>
          {data.lineup && (
            <HistoryButton kind="lineup" id={calendarEventId} label={t(m.lineupOf, { game: gameName })} />
          )}
        </div>
      )}
      {editing && data.candidates && (
        <Suspense fallback={null}>
          <LineupEditor
            calendarEventId={calendarEventId}
            gameName={gameName}
            current={data}
            candidates={data.candidates}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </section>
  )
}
