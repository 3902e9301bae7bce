import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MatchView } from '@teamspace/domain/gameday/gameday.schemas'
import { KICK_OFF_EARLY_MS } from '@teamspace/domain/gameday/gameday.constants'
import { clockText } from '@teamspace/domain/gameday/match-clock'
import { scoreLine } from '@teamspace/domain/results/results.constants'
import { can } from '@teamspace/domain/shared/permissions'
import { useId, useRef, useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { useNow } from '../../lib/use-now'
import { Button, ConfirmDialog, Notice, Spinner } from '../../ui'
import { LeastPlayedHint, MinutesPlayed } from '../playing-time'
import { playersQuery } from '../roster'
import { GoalDialog } from './GoalDialog'
import { gamedayWords as m } from './gameday.messages'
import { matchQuery, rememberMatch, sendMatchAction, gamedayKeys, type MatchAction } from './gameday.queries'
import { MatchTimeline } from './MatchTimeline'
import { matchMinute, statusWords } from './match-words'
import { runningClock, withAction } from './match-view'
import { SubstitutionDialog } from './SubstitutionDialog'
import './gameday.css'

interface MatchPanelProps {
  calendarEventId: string
  /** The game in words, for the list of saves kept without signal. */
  title: string
  startsAt: string
}

const refusal = (error: unknown, otherwise: string) =>
  isClientError(error) ? error.message : failureMessage(error, otherwise)

/**
 * A game's live match on its page: the score (read out as it changes) and the timeline for every member, live over
 * the socket; for coaches, big sideline controls whose saves go through the outbox, each with the moment of the tap.
 */
export function MatchPanel({ calendarEventId, title, startsAt }: MatchPanelProps) {
  const t = useT()
  const user = useSignedInUser()
  const records = can(user.role, 'match.record')
  const { data: match, isPending, isError, refetch } = useQuery(matchQuery(calendarEventId))
  const headingId = useId()
  const now = useNow(60_000)

  // Families see the match once it is under way; coaches from two hours before the game, when it may kick off.
  const open = match && match.status !== 'not-started'
  const mayKickOff = records && Date.parse(startsAt) - KICK_OFF_EARLY_MS <= now.getTime()
  if (!open && !mayKickOff) return null
  return (
    <section className="match-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(m.liveMatch)}</h3>
      {isPending ? (
        <Spinner label={t(m.loadingMatch)} showLabel />
      ) : isError ? (
        <Notice tone="error">
          {t(m.loadFailed)} <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
        </Notice>
      ) : (
        <>
          <Scoreboard match={match} />
          {records && <MatchControls match={match} title={title} />}
          <MatchTimeline match={match} />
          <MinutesPlayed calendarEventId={calendarEventId} status={match.status} />
        </>
      )}
    </section>
  )
}

/** The score, and the clock the phone runs from the kick-off (it keeps running without signal). */
export function Scoreboard({ match, compact = false }: { match: Omit<MatchView, 'timeline'>; compact?: boolean }) {
  const t = useT()
  const now = useNow(1_000)
  const clock = runningClock(match, now.getTime())
  const them = match.opponent || t(m.opponent)
  return (
    <div className={compact ? 'scoreboard scoreboard--compact' : 'scoreboard'}>
      {/* Read out whenever the score changes: a goal recorded on another phone is heard here. */}
      <p className="scoreboard__score" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">
          {t(m.scoreLabel, { us: t(m.us), goalsFor: match.goalsFor, them, goalsAgainst: match.goalsAgainst })}
        </span>
        <span className="scoreboard__side scoreboard__side--us" aria-hidden="true">
          {t(m.us)}
        </span>
        <strong className="scoreboard__goals" data-testid="match-score" aria-hidden="true">
          {scoreLine(match.goalsFor, match.goalsAgainst)}
        </strong>
        <span className="scoreboard__side scoreboard__side--them" aria-hidden="true">
          {them}
        </span>
      </p>
      <p className="scoreboard__state">
        <span className={`match-status match-status--${match.status}`}>{t(statusWords[match.status])}</span>
        {clock && (
          <>
            {' · '}
            <span className="scoreboard__clock" role="timer" aria-label={t(m.clockLabel)}>
              {clockText(clock.second)}
            </span>
            <span className="visually-hidden">
              {' '}
              ({t(m.minute, { minute: matchMinute(clock, match.periodMinutes) })})
            </span>
          </>
        )}
        {!compact && (
          <span className="muted"> · {t(m.halves, { format: match.format, minutes: match.periodMinutes })}</span>
        )}
      </p>
    </div>
  )
}

type Asking = 'goal' | 'substitution' | 'undo' | 'full-time' | null

function MatchControls({ match, title }: { match: MatchView; title: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const { data: players = [] } = useQuery(playersQuery())
  const [asking, setAsking] = useState<{ what: Asking; at: string }>({ what: null, at: '' })
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const localIds = useRef(0)
  const actionWords = {
    'kick-off': m.kickOff,
    'half-time': m.callHalfTime,
    'full-time': m.callFullTime,
    goals: m.goalForUs,
    'goals/undo': m.undoGoal,
    substitutions: m.substitution,
  } as const

  const record = useOutboxCommand({
    describe: (action: MatchAction) => ({
      description: t(m.keptFor, {
        action: t(action.type === 'goals' && action.goal.kind === 'theirs' ? m.opponentGoal : actionWords[action.type]),
        game: title,
      }),
    }),
    // Kept without signal: the coach sees it at once, and the clock runs from a kick-off made offline.
    queued: (action) => {
      localIds.current += 1
      queryClient.setQueryData(
        gamedayKeys.ofGame(match.calendarEventId),
        (current: MatchView | undefined) => current && withAction(current, action, players, `kept-${localIds.current}`),
      )
      return 'kept' as const
    },
    mutationFn: async (action: MatchAction, commandId: string) => {
      rememberMatch(queryClient, await sendMatchAction(match.calendarEventId, action, commandId))
      return 'saved' as const
    },
  })

  const run = async (action: MatchAction) => {
    setNotice(null)
    try {
      const outcome = await record.mutateAsync(action)
      if (outcome === 'kept') setNotice({ tone: 'success', text: t(m.keptOffline) })
    } catch (error) {
      setNotice({ tone: 'error', text: refusal(error, t(m.saveFailed)) })
      throw error
    }
  }
  const tap = (type: 'kick-off' | 'half-time') => () => void run({ type, at: new Date().toISOString() }).catch(() => {})
  // A dialog keeps the moment its button was tapped: the goal happened then, not when the form was filled in.
  const ask = (what: Asking) => () => setAsking({ what, at: new Date().toISOString() })
  const close = () => setAsking({ what: null, at: '' })
  const lastGoal = match.timeline.findLast((line) => line.kind === 'goal')
  const { status } = match
  const playing = status === 'first-half' || status === 'second-half'
  const busy = record.isPending

  return (
    <div className="match-controls">
      <div className="match-controls__grid">
        {(status === 'not-started' || status === 'half-time') && (
          <Button
            variant="primary"
            className="match-button match-button--wide"
            loading={busy}
            onClick={tap('kick-off')}
          >
            {t(status === 'not-started' ? m.kickOff : m.kickOffSecond)}
          </Button>
        )}
        {playing && (
          <>
            <Button variant="primary" className="match-button" disabled={busy} onClick={ask('goal')}>
              {t(m.goalForUs)}
            </Button>
            <Button
              className="match-button"
              disabled={busy}
              onClick={() =>
                void run({ type: 'goals', at: new Date().toISOString(), goal: { kind: 'theirs' } }).catch(() => {})
              }
            >
              {t(m.opponentGoal)}
            </Button>
          </>
        )}
        {(playing || status === 'half-time') && (
          <Button className="match-button" disabled={busy} onClick={ask('substitution')}>
            {t(m.substitution)}
          </Button>
        )}
        {status === 'first-half' && (
          <Button className="match-button" disabled={busy} onClick={tap('half-time')}>
            {t(m.callHalfTime)}
          </Button>
        )}
        {status === 'second-half' && (
          <Button className="match-button" disabled={busy} onClick={ask('full-time')}>
            {t(m.callFullTime)}
          </Button>
        )}
        {lastGoal && (
          <Button variant="danger" className="match-button match-button--wide" disabled={busy} onClick={ask('undo')}>
            {t(m.undoGoal)}
          </Button>
        )}
      </div>
      <LeastPlayedHint calendarEventId={match.calendarEventId} status={status} />
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {asking.what === 'goal' && (
        <GoalDialog
          players={players}
          onClose={close}
          onSave={(goal) => run({ type: 'goals', at: asking.at, goal }).then(close)}
        />
      )}
      {asking.what === 'substitution' && (
        <SubstitutionDialog
          players={players}
          onClose={close}
          onSave={(substitution) => run({ type: 'substitutions', at: asking.at, substitution }).then(close)}
        />
      )}
      <ConfirmDialog
        open={asking.what === 'undo'}
        title={t(m.undoTitle)}
        description={t(m.undoDescription, {
          score: lastGoal?.score ? scoreLine(lastGoal.score[0], lastGoal.score[1]) : '',
        })}
        confirmLabel={t(m.undoConfirm)}
        destructive
        onConfirm={() => run({ type: 'goals/undo', at: asking.at }).then(close)}
        onClose={close}
        errorMessage={(error) => refusal(error, t(m.saveFailed))}
      />
      <ConfirmDialog
        open={asking.what === 'full-time'}
        title={t(m.confirmFullTime)}
        description={t(m.confirmFullTimeDescription)}
        confirmLabel={t(m.callFullTime)}
        onConfirm={() => run({ type: 'full-time', at: asking.at }).then(close)}
        onClose={close}
        errorMessage={(error) => refusal(error, t(m.saveFailed))}
      />
    </div>
  )
}
