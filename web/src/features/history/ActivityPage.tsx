import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { HistoryEntry, HistoryKind } from '@teamspace/domain/history/history.schemas'
import { historyFeaturesQuery } from './history-features.query'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { Button, EmptyState, Field, ListStates, Notice } from '../../ui'
import { HistoryButton } from '../../shared/history/HistoryButton'
import { historySharedMessages } from '../../shared/history/history-shared.messages'
import { HistoryTimeline } from '../../shared/history/HistoryTimeline'
import { membersQuery } from '../team'
import { activityQuery, noActivityFilters, type ActivityFilters } from './history.queries'
import { historyActivityMessages as m } from './history-activity.messages'
import './history.css'

const itemLabels = {
  player: m.player,
  'calendar-event': m.calendarEvent,
  'stat-line': m.statLine,
  voting: m.voting,
  'volunteer-need': m.volunteerNeed,
  'news-article': m.newsArticle,
  'game-result': m.gameResult,
  lineup: m.lineup,
} as const satisfies Record<HistoryKind, unknown>

/** Team Activity: who did what and when, newest first, filtered by feature, person and days. */
export function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters)
  const t = useT()
  const members = useQuery(membersQuery())
  const features = useQuery(historyFeaturesQuery())
  const activity = useInfiniteQuery(activityQuery(filters))
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? []
  const timeZone = activity.data?.pages[0]?.timeZone ?? 'UTC'
  const filtered = Object.values(filters).some(Boolean)
  const set = (change: Partial<ActivityFilters>) => setFilters({ ...filters, ...change })

  const itemHistory = (entry: HistoryEntry) =>
    entry.item && <HistoryButton kind={entry.item.kind} id={entry.item.id} label={t(itemLabels[entry.item.kind])} />

  return (
    <div className="activity-page stack">
      <form className="activity-filters" aria-label={t(m.filterActivity)} onSubmit={(e) => e.preventDefault()}>
        <Field label={t(m.feature)}>
          {(control) => (
            <select {...control} value={filters.feature} onChange={(event) => set({ feature: event.target.value })}>
              <option value="">{t(m.allFeatures)}</option>
              {(features.data ?? []).map(({ feature, label }) => (
                <option key={feature} value={feature}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(m.person)}>
          {(control) => (
            <select {...control} value={filters.person} onChange={(event) => set({ person: event.target.value })}>
              <option value="">{t(m.everyone)}</option>
              {(members.data ?? []).map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(m.from)}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => set({ from: event.target.value })}
            />
          )}
        </Field>
        <Field label={t(m.to)}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
            />
          )}
        </Field>
        {filtered && (
          <Button className="activity-filters__clear" onClick={() => setFilters(noActivityFilters)}>
            {t(m.clearFilters)}
          </Button>
        )}
      </form>

      <div aria-busy={activity.isFetching} aria-live="polite">
        <ListStates
          pending={activity.isPending}
          loadingLabel={t(m.loading)}
          failure={
            activity.error && entries.length === 0
              ? failureMessage(activity.error, t(historySharedMessages.loadFailed))
              : null
          }
          empty={
            entries.length === 0 && (
              <EmptyState
                title={t(filtered ? historySharedMessages.empty : m.noActivity)}
                text={t(filtered ? m.tryOtherFilters : m.appearsHere)}
              />
            )
          }
        >
          <HistoryTimeline entries={entries} timeZone={timeZone} aside={itemHistory} />
          {activity.error && (
            <Notice tone="error">{failureMessage(activity.error, t(historySharedMessages.loadFailed))}</Notice>
          )}
          {activity.hasNextPage && (
            <div className="activity-more">
              <Button loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
                {t(m.loadMore)}
              </Button>
            </div>
          )}
        </ListStates>
      </div>
    </div>
  )
}
