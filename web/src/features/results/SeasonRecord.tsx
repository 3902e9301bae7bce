import { useQuery } from '@tanstack/react-query'
import { can } from '@teamspace/domain/shared/permissions'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { Button, Card, Notice, Spinner } from '../../ui'
import { formatCalendarDay } from '../../lib/dates'
import { ResultLine } from './GameResult'
import { asOfResultsQuery, seasonResultsQuery } from './results.queries'
import { resultsMessages as m } from './results.messages'
import { seasonDatesLine } from './season-dates'
import { isUpcoming, SeasonPicker, seasonName } from './SeasonPicker'
import './results.css'

// The season's forms (and the schemas they check with) load when one opens: the record shows first.
const StartSeasonDialog = lazy(() =>
  import('./StartSeasonDialog').then((module) => ({ default: module.StartSeasonDialog })),
)
const CorrectSeasonDialog = lazy(() =>
  import('./SeasonChangeDialogs').then((module) => ({ default: module.CorrectSeasonDialog })),
)
const RemoveSeasonDialog = lazy(() =>
  import('./SeasonChangeDialogs').then((module) => ({ default: module.RemoveSeasonDialog })),
)

interface SeasonRecordProps {
  /** List the season's games with their results (the stats page), not only the record (the dashboard). */
  withGames?: boolean
  /** The record as it stood at the end of this past day (a coach's "View as of"): read-only, no picker. */
  asOf?: string | undefined
  /**
   * The season shown, when the page holds it (the stats page keeps it in its address, as its players' numbers
   * follow it): null for the current one. Left out, the card keeps its own choice (the dashboard).
   */
  season?: { id: string | null; onChange: (seasonId: string | null) => void } | undefined
}

/**
 * The season's record ("W1 D1 L0", "GF 3 GA 1") with a picker of the team's seasons: past seasons stay viewable,
 * read-only. Coach-like members may start a new season from here.
 */
export function SeasonRecord({ withGames = false, asOf, season }: SeasonRecordProps) {
  const user = useSignedInUser()
  const t = useT()
  const [ownSeasonId, setOwnSeasonId] = useState<string | null>(null)
  const seasonId = season ? season.id : ownSeasonId
  const setSeasonId = season ? season.onChange : setOwnSeasonId
  const [dialog, setDialog] = useState<'start' | 'correct' | 'remove' | null>(null)
  const current = useQuery({ ...seasonResultsQuery(seasonId), enabled: !asOf })
  const past = useQuery({ ...asOfResultsQuery(asOf ?? ''), enabled: !!asOf })
  const { data, error, isPending } = asOf ? past : current
  const manages = can(user.role, 'seasons.manage') && !asOf
  // The latest season, current or yet to start, when a coach started it: it may be corrected or removed while
  // nothing is recorded in it, and a new season follows it.
  const latest = !!data && data.seasons.at(-1)?.id === data.season.id
  const startedOn = latest ? data.season.startsOn : null
  const started = data && startedOn ? { ...data.season, startsOn: startedOn } : null
  const upcoming = !!data && isUpcoming(data.seasons, data.season.id)

  let body: ReactNode
  if (isPending) body = <Spinner label={t(m.loadingSeason)} showLabel />
  else if (error) body = <Notice tone="error">{failureMessage(error, t(m.loadFailed))}</Notice>
  else
    body = (
      <>
        <div className="season-record__head">
          {asOf ? (
            <p className="season-record__name">
              <strong>{seasonName(t, data.season)}</strong>{' '}
              <span className="muted">{t(m.asOf, { date: formatCalendarDay(asOf) })}</span>
            </p>
          ) : (
            <SeasonPicker
              className="season-record__picker"
              value={data.season.current ? null : data.season.id}
              onChange={setSeasonId}
              seasons={data.seasons}
              always
            />
          )}
          {seasonDatesLine(data.season.startsOn, data.season.endsOn) && (
            <p className="muted season-record__dates">{seasonDatesLine(data.season.startsOn, data.season.endsOn)}</p>
          )}
        </div>
        <dl className="season-record__numbers" aria-label={t(m.recordOf, { season: seasonName(t, data.season) })}>
          <div>
            <dt>{t(m.games)}</dt>
            <dd>{data.record.games}</dd>
          </div>
          <div>
            <dt>{t(m.record)}</dt>
            <dd>{t(m.recordLine, { ...data.record })}</dd>
          </div>
          <div>
            <dt>{t(m.goals)}</dt>
            <dd>{t(m.goalsLine, { ...data.record })}</dd>
          </div>
        </dl>
        {!data.season.current && !asOf && !upcoming && <p className="muted">{t(m.pastSeason)}</p>}
        {upcoming && !asOf && <p className="muted">{t(m.notStartedYet)}</p>}
        {withGames &&
          (data.results.length === 0 ? (
            <p className="muted">{t(m.noResultsYet)}</p>
          ) : (
            <ul className="season-record__games">
              {data.results.map((result) => (
                <li key={result.calendarEventId}>
                  <span className="season-record__game">
                    {result.opponent ? t(m.versus, { opponent: result.opponent }) : result.title}
                    <span className="muted"> · {formatCalendarDay(result.date)}</span>
                  </span>
                  <ResultLine result={result} />
                </li>
              ))}
            </ul>
          ))}
      </>
    )

  return (
    <Card
      title={t(m.seasonRecord)}
      className="season-record"
      actions={
        manages && (data?.season.current || latest) ? (
          <>
            {started && (
              <>
                <Button onClick={() => setDialog('correct')}>{t(m.editSeason)}</Button>
                <Button onClick={() => setDialog('remove')}>{t(m.removeSeason)}</Button>
              </>
            )}
            <Button onClick={() => setDialog('start')}>{t(m.startNewSeason)}</Button>
          </>
        ) : undefined
      }
    >
      {body}
      <Suspense fallback={null}>
        {dialog === 'start' && data && (
          <StartSeasonDialog
            current={data.seasons.at(-1) ?? data.season}
            onClose={() => setDialog(null)}
            // A season set to start later is shown at once, so that its coach sees it and may still correct it.
            onStarted={(started) => setSeasonId(started.current ? null : started.id)}
          />
        )}
        {dialog === 'correct' && started && <CorrectSeasonDialog season={started} onClose={() => setDialog(null)} />}
        {dialog === 'remove' && started && (
          <RemoveSeasonDialog season={started} onClose={() => setDialog(null)} onRemoved={() => setSeasonId(null)} />
        )}
      </Suspense>
    </Card>
  )
}
