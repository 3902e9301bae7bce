import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { can } from '@teamspace/domain/shared/permissions'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { useTakeRefusedDraft, type RefusedDraft } from '../../lib/outbox/drafts'
import { useTimers } from '../../lib/use-timers'
import { Notice, Spinner } from '../../ui'
import { TabList, tabPanelProps, type TabOption } from '../../ui/Tabs'
import { useSignedInUser } from '../../app/signed-in-user'
import { AsOfBar } from '../../shared/history/AsOfBar'
import { AsOfStats } from './AsOfStats'
import { SeasonRecord } from '../results'
import { playersQuery } from '../roster'
import { gameSheetForm, type RecordGameValues } from './record-game-form'
import { statLineForm, type RecordStatsValues } from './record-stats-form'
import { seasonPlayersQuery } from './stats.queries'
import { statsMessages as m } from './stats.messages'
import { StatsOverview } from './StatsOverview'
import type { StatsSearch } from './stats-search'
import { TrackStats } from './TrackStats'

// The recording forms (TanStack Form and the schemas they check with) load when one opens: the numbers show first.
const RecordGameDialog = lazy(() =>
  import('./RecordGameDialog').then((module) => ({ default: module.RecordGameDialog })),
)
const PrefilledGameDialog = lazy(() =>
  import('./PrefilledGameDialog').then((module) => ({ default: module.PrefilledGameDialog })),
)
const RecordStatsDialog = lazy(() =>
  import('./RecordStatsDialog').then((module) => ({ default: module.RecordStatsDialog })),
)
// A coach's card of fair playing time comes under Track Stats, after the numbers.
const FairPlayCard = lazy(() => import('../playing-time').then((module) => ({ default: module.FairPlayCard })))
import './stats.css'

// The spec's timing: the success message stays 3 s (the dialog itself closes after 1.5 s).
const successNoticeMs = 3_000

type StatsTab = 'overview' | 'track'
/**
 * The dialog open over the page: one player's line (new, to correct, or brought back by "Edit" in the list of
 * saves), or a whole game (new, or brought back).
 */
type Recording =
  | { playerId: string | undefined }
  | { line: StatLine }
  | { draft: RefusedDraft<RecordStatsValues> }
  | { game: RefusedDraft<RecordGameValues> | undefined }
  | { sheet: string }

interface StatsPageProps {
  search: StatsSearch
  onSearchChange: (search: StatsSearch) => void
}

/** Team Statistics: the overview for everyone; coaches also record stats in the Track Stats tab. */
export function StatsPage({ search, onSearchChange }: StatsPageProps) {
  const user = useSignedInUser()
  const t = useT()
  const tabs: TabOption<StatsTab>[] = [
    { value: 'overview', label: t(m.overviewTab) },
    { value: 'track', label: t(m.trackTab) },
  ]
  const record = can(user.role, 'stats.record')
  const { data: players } = useSuspenseQuery(playersQuery())
  // A past season's numbers are read from the server; the current season's are the roster's own.
  const seasonId = search.season ?? null
  const past = useQuery({ ...seasonPlayersQuery(seasonId ?? ''), enabled: seasonId !== null })
  const [tab, setTab] = useState<StatsTab>('overview')
  // A game's stat sheet asked for by its address (from the live match after full time) opens filled in.
  const [recording, setRecording] = useState<Recording | null>(() =>
    search.sheet && record && search.season === undefined ? { sheet: search.sheet } : null,
  )
  const [recorded, setRecorded] = useState<string | null>(null)
  const { later, cancel } = useTimers()
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const tabsId = useId()
  // A coach's view of the statistics as they stood at the end of a past day (read-only), or null for now.
  const [asOf, setAsOf] = useState<string | null>(null)

  // A line or a sheet the server refused on a later send, brought back by "Edit": its dialog opens with it, once.
  const current = record && seasonId === null
  const reopen = (kept: Recording) => {
    setTab('track')
    setRecording(kept)
  }
  const free = () => recording === null && asOf === null
  useTakeRefusedDraft(current ? gameSheetForm : undefined, (game) => reopen({ game }), free)
  useTakeRefusedDraft(current ? statLineForm : undefined, (draft) => reopen({ draft }), free)

  const openRecord = (playerId?: string) => setRecording({ playerId })
  const openCorrect = (line: StatLine) => setRecording({ line })

  const showSaved = (message: string) => {
    cancel(noticeTimer.current)
    setRecorded(message)
    noticeTimer.current = later(() => setRecorded(null), successNoticeMs)
  }

  // The page's other choices keep the season; only the picker changes it.
  const changeSearch = (next: StatsSearch) => onSearchChange({ ...next, season: search.season })
  const changeSeason = (season: string | null) => onSearchChange({ ...search, season: season ?? undefined })
  const seasonRecord = <SeasonRecord withGames season={{ id: seasonId, onChange: changeSeason }} />

  if (seasonId !== null) {
    // A past season: read-only, nothing to record into it from here.
    let body: ReactNode
    if (past.isPending) body = <Spinner label={t(m.loadingSeason)} showLabel />
    // An unknown season (an old link, say) gets the server's "This season does not exist.".
    else if (past.error) body = <Notice tone="error">{failureMessage(past.error, t(m.loadFailed))}</Notice>
    else
      body = (
        <StatsOverview
          players={past.data.players}
          search={search}
          onSearchChange={changeSearch}
          onRecord={undefined}
          onCorrect={undefined}
        />
      )
    return (
      <div className="stack">
        {seasonRecord}
        {body}
      </div>
    )
  }

  const overview = (
    <StatsOverview
      players={players}
      search={search}
      onSearchChange={changeSearch}
      onRecord={record ? openRecord : undefined}
      onCorrect={record ? openCorrect : undefined}
    />
  )

  if (asOf)
    return (
      <div className="stack">
        <AsOfBar what={t(m.theStatistics)} asOf={asOf} onChange={setAsOf} />
        <SeasonRecord withGames asOf={asOf} />
        <AsOfStats date={asOf} search={search} onSearchChange={changeSearch} />
      </div>
    )

  return (
    <>
      <AsOfBar what={t(m.theStatistics)} asOf={asOf} onChange={setAsOf} />
      {seasonRecord}
      {recorded && (
        <Notice tone="success" className="stats-notice">
          {recorded}
        </Notice>
      )}
      {record ? (
        <div className="stack">
          <TabList label={t(m.statistics)} idPrefix={tabsId} tabs={tabs} selected={tab} onSelect={setTab} />
          <div {...tabPanelProps(tabsId, tab)}>
            {tab === 'overview' ? (
              overview
            ) : (
              <div className="stack">
                <TrackStats
                  players={players}
                  onRecord={openRecord}
                  onRecordGame={() => setRecording({ game: undefined })}
                />
                <Suspense fallback={null}>
                  <FairPlayCard />
                </Suspense>
              </div>
            )}
          </div>
        </div>
      ) : (
        overview
      )}
      <Suspense fallback={null}>
        {recording && 'sheet' in recording ? (
          <PrefilledGameDialog
            calendarEventId={recording.sheet}
            players={players}
            onSaved={showSaved}
            onClose={() => {
              setRecording(null)
              onSearchChange({ ...search, sheet: undefined })
            }}
          />
        ) : recording && 'game' in recording ? (
          <RecordGameDialog
            players={players}
            draft={recording.game}
            onSaved={showSaved}
            onClose={() => setRecording(null)}
          />
        ) : (
          recording && (
            <RecordStatsDialog
              players={players}
              start={recording}
              onSaved={showSaved}
              onClose={() => setRecording(null)}
            />
          )
        )}
      </Suspense>
    </>
  )
}
