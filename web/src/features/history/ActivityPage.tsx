import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { historyMessages } from '@teamspace/domain/history/history.constants'
import type { HistoryEntry, HistoryKind } from '@teamspace/domain/history/history.schemas'
import { historyFeaturesQuery } from './history-features.query'
import { useState } from 'react'
import { failureMessage } from '../../lib/api'
import { Button, EmptyState, Notice, Spinner } from '../../ui'
import { HistoryButton } from '../../shared/history/HistoryButton'
import { HistoryTimeline } from '../../shared/history/HistoryTimeline'
import { membersQuery } from '../team'
import { activityQuery, noActivityFilters, type ActivityFilters } from './history.queries'
import './history.css'

const itemLabels = {
  player: 'this player',
  'calendar-event': 'this calendar event',
  'stat-line': 'this stat line',
  voting: 'this voting',
  'volunteer-need': 'this volunteer need',
  'news-article': 'this article',
  'game-result': 'this result',
} as const satisfies Record<HistoryKind, string>

/** Team Activity: who did what and when, newest first, filtered by feature, person and days. */
export function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters)
  const members = useQuery(membersQuery())
  const features = useQuery(historyFeaturesQuery())
  const activity = useInfiniteQuery(activityQuery(filters))
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? []
  const timeZone = activity.data?.pages[0]?.timeZone ?? 'UTC'
  const filtered = Object.values(filters).some(Boolean)
  const set = (change: Partial<ActivityFilters>) => setFilters({ ...filters, ...change })

  const itemHistory = (entry: HistoryEntry) =>
    entry.item && <HistoryButton kind={entry.item.kind} id={entry.item.id} label={itemLabels[entry.item.kind]} />

  return (
    <div className="activity-page stack">
      <form className="activity-filters" aria-label="Filter the activity" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="activity-feature">
            Feature
          </label>
          <select
            id="activity-feature"
            value={filters.feature}
            onChange={(event) => set({ feature: event.target.value })}
          >
            <option value="">All features</option>
            {(features.data ?? []).map(({ feature, label }) => (
              <option key={feature} value={feature}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="activity-person">
            Person
          </label>
          <select id="activity-person" value={filters.person} onChange={(event) => set({ person: event.target.value })}>
            <option value="">Everyone</option>
            {(members.data ?? []).map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="activity-from">
            From
          </label>
          <input
            id="activity-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="activity-to">
            To
          </label>
          <input
            id="activity-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
        {filtered && (
          <Button className="activity-filters__clear" onClick={() => setFilters(noActivityFilters)}>
            Clear filters
          </Button>
        )}
      </form>

      <div aria-busy={activity.isFetching} aria-live="polite">
        {activity.isPending ? (
          <Spinner label="Loading the activity…" showLabel />
        ) : activity.error && entries.length === 0 ? (
          <Notice tone="error">{failureMessage(activity.error, historyMessages.loadFailed)}</Notice>
        ) : entries.length === 0 ? (
          <EmptyState
            title={filtered ? historyMessages.empty : 'No activity yet'}
            text={filtered ? 'Try other filters, or clear them.' : 'What the team does appears here as it happens.'}
          />
        ) : (
          <>
            <HistoryTimeline entries={entries} timeZone={timeZone} aside={itemHistory} />
            {activity.error && (
              <Notice tone="error">{failureMessage(activity.error, historyMessages.loadFailed)}</Notice>
            )}
            {activity.hasNextPage && (
              <div className="activity-more">
                <Button loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  )
}
