import type { SuggestedGame } from '@teamspace/domain/votes/votes.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, Card, Notice } from '../../ui'
import { formatCalendarDate } from '../../shared/calendar/event-dates'
import { formatTimeOfDay } from './votes-view'
import { openGameVoting } from './votes.queries'
import { votesMessages as m } from './votes.messages'

/** Coaches: the games from 1 day ahead to 7 days past with no voting yet, each with Start Voting. */
export function SuggestedGames({ games }: { games: readonly SuggestedGame[] }) {
  const t = useT()
  return (
    <Card title={t(m.suggestedGamesTitle)} className="votes-suggestions">
      {games.length === 0 ? <p className="muted">{t(m.noSuggestedGames)}</p> : <SuggestedGameList games={games} />}
    </Card>
  )
}

export function SuggestedGameList({ games, onStarted }: { games: readonly SuggestedGame[]; onStarted?: () => void }) {
  return (
    <ul className="votes-games">
      {games.map((game) => (
        <SuggestedGameRow key={game.calendarEventId} game={game} onStarted={onStarted} />
      ))}
    </ul>
  )
}

function SuggestedGameRow({ game, onStarted }: { game: SuggestedGame; onStarted?: (() => void) | undefined }) {
  const t = useT()
  const [failure, setFailure] = useState<string | null>(null)
  const start = useCommand({
    mutationFn: async (_: void, commandId: string) => {
      await openGameVoting(game.calendarEventId, commandId)
    },
    onMutate: () => setFailure(null),
    onSuccess: () => onStarted?.(),
    // Already opened by another coach: the server's words; anything else in the spec's.
    onError: (error) => setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.createFailed))),
  })
  return (
    <li className="votes-game">
      <div className="votes-game__text">
        <span className="votes-game__title">{game.title}</span>
        <span className="votes-game__when">
          {formatCalendarDate(game.date)} · {formatTimeOfDay(game.time)}
          {game.opponent && <> · {t(m.versus, { opponent: game.opponent })}</>}
        </span>
      </div>
      <Button
        variant="primary"
        loading={start.isPending}
        onClick={() => start.mutate()}
        aria-label={t(m.startVotingFor, { game: game.title, date: formatCalendarDate(game.date) })}
      >
        {t(m.startVoting)}
      </Button>
      {failure && (
        <Notice tone="error" className="votes-game__failure">
          {failure}
        </Notice>
      )}
    </li>
  )
}
