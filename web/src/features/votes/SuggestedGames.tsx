import { useQueryClient } from '@tanstack/react-query'
import { votingMessages, type SuggestedGame } from '@teamspace/domain/votes/votes.schemas'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, Card, Notice } from '../../ui'
import { formatCalendarDate } from '../../shared/calendar/event-dates'
import { formatTimeOfDay } from './votes-view'
import { openGameVoting, voteKeys } from './votes.queries'

/** Coaches: the games from 1 day ahead to 7 days past with no voting yet, each with Start Voting. */
export function SuggestedGames({ games }: { games: readonly SuggestedGame[] }) {
  return (
    <Card title="Suggested Games" className="votes-suggestions">
      {games.length === 0 ? (
        <p className="muted">No recent games without a voting. Games from the last week and the next day show here.</p>
      ) : (
        <SuggestedGameList games={games} />
      )}
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
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const start = useCommand({
    mutationFn: async (_: void, commandId: string) => {
      await openGameVoting(game.calendarEventId, commandId)
      await queryClient.invalidateQueries({ queryKey: voteKeys.all })
    },
    onMutate: () => setFailure(null),
    onSuccess: () => onStarted?.(),
    // Already opened by another coach: the server's words; anything else in the spec's.
    onError: (error) =>
      setFailure(isClientError(error) ? error.message : failureMessage(error, votingMessages.createFailed)),
  })
  return (
    <li className="votes-game">
      <div className="votes-game__text">
        <span className="votes-game__title">{game.title}</span>
        <span className="votes-game__when">
          {formatCalendarDate(game.date)} · {formatTimeOfDay(game.time)}
          {game.opponent && <> · vs {game.opponent}</>}
        </span>
      </div>
      <Button
        variant="primary"
        loading={start.isPending}
        onClick={() => start.mutate()}
        aria-label={`Start Voting for ${game.title}, ${formatCalendarDate(game.date)}`}
      >
        Start Voting
      </Button>
      {failure && (
        <Notice tone="error" className="votes-game__failure">
          {failure}
        </Notice>
      )}
    </li>
  )
}
