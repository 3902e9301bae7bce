import { useQuery } from '@tanstack/react-query'
import type { EventAvailability, PlayerAvailability } from '@teamspace/domain/availability/availability.schemas'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { isNetworkError } from '../../lib/api'
import type { EventNamed } from '../../shared/calendar/event-link'
import { Button, Notice, Spinner } from '../../ui'
import { AnswerForm } from './AnswerForm'
import { availabilityGroups } from './availability-view'
import { availabilityPanelMessages as m } from './availability.messages'
import { eventAvailabilityQuery } from './availability.queries'
import './availability.css'

interface AvailabilityPanelProps {
  calendarEventId: string
  /** The event by name and day: what a kept answer is listed as. */
  event: EventNamed
  /** Still upcoming: families may answer. */
  open: boolean
}

/**
 * Who is coming to a game or practice. A family answers for each of their own children; coaches see the counts
 * and who has not answered yet.
 */
export function AvailabilityPanel({ calendarEventId, event, open }: AvailabilityPanelProps) {
  const t = useT()
  const headingId = useId()
  const { data, error, isPending, isError, refetch, isRefetching, fetchStatus } = useQuery(
    eventAvailabilityQuery(calendarEventId),
  )
  // Without signal, and never kept on this phone (an event further ahead than the weeks kept): waiting for the signal
  // (paused), or failed for the lack of it when the app started without one. Either loads again when it returns.
  const notKept = (isPending && fetchStatus === 'paused') || (isError && isNetworkError(error) && !navigator.onLine)

  return (
    <section className="availability" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(m.title)}</h3>
      {notKept ? (
        <p className="muted">{t(m.notKeptOffline)}</p>
      ) : isPending ? (
        <Spinner label={t(m.loading)} showLabel />
      ) : isError ? (
        <Notice tone="error">
          <p>{t(m.loadFailed)}</p>
          <Button onClick={() => void refetch()} loading={isRefetching}>
            {t(m.tryAgain)}
          </Button>
        </Notice>
      ) : (
        <AvailabilityBody calendarEventId={calendarEventId} event={event} availability={data} open={open} />
      )}
    </section>
  )
}

function AvailabilityBody({
  calendarEventId,
  event,
  availability,
  open,
}: {
  calendarEventId: string
  event: EventNamed
  availability: EventAvailability
  open: boolean
}) {
  const t = useT()
  const mine = availability.players.filter((player) => player.canAnswer)
  return (
    <>
      {!open && <p className="muted">{t(m.notOpen)}</p>}
      {mine.map((player) => (
        <AnswerForm key={player.playerId} calendarEventId={calendarEventId} event={event} player={player} open={open} />
      ))}
      {availability.counts ? (
        <TeamAnswers players={availability.players} />
      ) : (
        mine.length === 0 && <p className="muted">{t(m.familiesAnswer)}</p>
      )}
    </>
  )
}

/** The coaches' view: how many answered what, and who, with their notes; who has not answered yet. */
function TeamAnswers({ players }: { players: readonly PlayerAvailability[] }) {
  const t = useT()
  const groups = availabilityGroups(players)
  return (
    <div className="availability-team">
      <dl className="availability-counts" aria-label={t(m.answersSoFar)}>
        {groups.map((group) => (
          <div key={group.key} className={`availability-count availability-count--${group.key}`}>
            <dt>{group.label}</dt>
            <dd>{group.players.length}</dd>
          </div>
        ))}
      </dl>
      {groups
        .filter((group) => group.players.length > 0)
        .map((group) => (
          <div key={group.key} className="availability-group">
            <h4>{t(m.group, { label: group.label, count: group.players.length })}</h4>
            <ul>
              {group.players.map((player) => (
                <li key={player.playerId}>
                  <span className="availability-group__name">{player.playerName}</span>
                  {player.note && <span className="availability-group__note">“{player.note}”</span>}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  )
}
