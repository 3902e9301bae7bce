import { useQuery } from '@tanstack/react-query'
import { FIRST_SEASON_ID } from '@teamspace/domain/results/seasons.constants'
import type { Season } from '@teamspace/domain/results/seasons.schemas'
import { useT, type Translate } from '../../i18n/use-t'
import { Field } from '../../ui'
import { resultsSeasonsMessages as m } from './results-seasons.messages'
import { seasonResultsQuery } from './results.queries'
import './results.css'

interface SeasonPickerProps {
  /** The season shown: null for the current one. */
  value: string | null
  onChange: (seasonId: string | null) => void
  /** The team's seasons when the caller has them already; else read with the current season's record. */
  seasons?: readonly Season[] | undefined
  /** Shown with the first season alone too (the season record); elsewhere a team with one season sees no picker. */
  always?: boolean
  className?: string
}

/** Whether a season starts after today's (the current one): seasons come oldest first. */
export const isUpcoming = (seasons: readonly Season[], seasonId: string) => {
  const current = seasons.findIndex((season) => season.current)
  return current >= 0 && seasons.findIndex((season) => season.id === seasonId) > current
}

/**
 * A season's name in the person's language: the name a coach gave it, or, for the season every team has before a
 * coach starts one, the app's name for it.
 */
export const seasonName = (t: Translate, season: Pick<Season, 'id' | 'name'>) =>
  season.id === FIRST_SEASON_ID ? t(m.firstSeason) : season.name

const labelOf = (t: Translate, season: Season, seasons: readonly Season[]) =>
  season.current
    ? t(m.current, { season: seasonName(t, season) })
    : isUpcoming(seasons, season.id)
      ? t(m.upcoming, { season: seasonName(t, season) })
      : seasonName(t, season)

/**
 * The "Season" select of every season-aware page (record, stats, attendance, awards, exports): the current season
 * first chosen and marked, the past ones viewable, one set to start later marked upcoming. Picking the current
 * season clears the choice, so the page's address never names the current season.
 */
export function SeasonPicker({ value, onChange, seasons, always = false, className }: SeasonPickerProps) {
  const t = useT()
  const loaded = useQuery({ ...seasonResultsQuery(null), select: (data) => data.seasons, enabled: !seasons })
  const all = seasons ?? loaded.data ?? []
  if (all.length === 0 || (all.length === 1 && !always && value === null)) return null
  const shown = value ?? all.find((season) => season.current)?.id ?? ''
  return (
    <Field label={t(m.season)} className={className ? `season-picker ${className}` : 'season-picker'}>
      {(control) => (
        <select
          {...control}
          value={shown}
          onChange={(event) => {
            const picked = all.find((season) => season.id === event.target.value)
            onChange(!picked || picked.current ? null : picked.id)
          }}
        >
          {all.map((season) => (
            <option key={season.id} value={season.id}>
              {labelOf(t, season, all)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
