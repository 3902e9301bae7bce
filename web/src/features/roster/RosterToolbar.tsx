import type { Position } from '@teamspace/domain/roster/roster.schemas'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { Button, Field } from '../../ui'
import { PositionOptions } from './PositionOptions'
import { rosterMessages as m } from './roster.messages'
import { usePositionLabel } from '../../shared/player/use-position-label'
import {
  describeSort,
  hasFilters,
  noFilters,
  sortKeys,
  sortLabels,
  type RosterFilters,
  type RosterSort,
  type SortKey,
} from './roster-view'

interface RosterToolbarProps {
  filters: RosterFilters
  onFiltersChange: (filters: RosterFilters) => void
  sort: RosterSort
  onSort: (key: SortKey) => void
}

/** Search, position filter, the active filters as removable chips, and the sort buttons. */
export function RosterToolbar({ filters, onFiltersChange, sort, onSort }: RosterToolbarProps) {
  const change = (next: Partial<RosterFilters>) => onFiltersChange({ ...filters, ...next })
  const search = filters.search.trim()
  const sortLabelId = useId()
  const t = useT()
  const positionLabel = usePositionLabel()
  return (
    <div className="card roster-toolbar" role="search" aria-label={t(m.findPlayers)}>
      <div className="roster-toolbar__filters">
        <Field label={t(m.search)} className="roster-toolbar__search">
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder={t(m.searchPlaceholder)}
              autoComplete="off"
              enterKeyHint="search"
              value={filters.search}
              onChange={(event) => change({ search: event.target.value })}
            />
          )}
        </Field>
        <Field label={t(m.position)} className="roster-toolbar__position">
          {(control) => (
            <select
              {...control}
              value={filters.position}
              onChange={(event) => change({ position: event.target.value as Position | 'all' })}
            >
              <option value="all">{t(m.allPositions)}</option>
              <PositionOptions />
            </select>
          )}
        </Field>
        <Button
          className="roster-toolbar__clear"
          onClick={() => onFiltersChange(noFilters)}
          disabled={!hasFilters(filters)}
        >
          {t(m.clearFilters)}
        </Button>
      </div>

      {hasFilters(filters) && (
        <ul className="filter-chips" aria-label={t(m.activeFilters)}>
          {search !== '' && (
            <li>
              <button
                type="button"
                className="filter-chip"
                onClick={() => change({ search: '' })}
                aria-label={t(m.removeSearchFilter, { search })}
              >
                {t(m.searchChip, { search })} <span aria-hidden="true">✕</span>
              </button>
            </li>
          )}
          {filters.position !== 'all' && (
            <li>
              <button
                type="button"
                className="filter-chip"
                onClick={() => change({ position: 'all' })}
                aria-label={t(m.removePositionFilter, { position: positionLabel(filters.position) })}
              >
                {t(m.positionChip, { position: positionLabel(filters.position) })} <span aria-hidden="true">✕</span>
              </button>
            </li>
          )}
        </ul>
      )}

      <div className="sort-bar" role="group" aria-labelledby={sortLabelId}>
        <span id={sortLabelId} className="pill-choices__label sort-bar__label">
          {t(m.sortBy)}
        </span>
        <div className="sort-bar__buttons">
          {sortKeys.map((key) => {
            const active = sort.key === key
            return (
              <button
                key={key}
                type="button"
                className="pill-choices__button sort-bar__button"
                aria-pressed={active}
                onClick={() => onSort(key)}
              >
                {key === 'jersey' ? (
                  <>
                    <span aria-hidden="true">#</span>
                    <span className="visually-hidden">{t(m.jerseyNumber)}</span>
                  </>
                ) : (
                  t(sortLabels[key])
                )}
                {active && <span aria-hidden="true">{sort.direction === 'asc' ? ' ↑' : ' ↓'}</span>}
              </button>
            )
          })}
        </div>
        <span className="visually-hidden" aria-live="polite">
          {describeSort(sort)}
        </span>
      </div>
    </div>
  )
}
