import { can } from '@teamspace/domain/shared/permissions'
import { useId, useState } from 'react'
import { PageActions } from '../../app/page/PageFrame'
import { formatCalendarDay } from '../../lib/dates'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import { PastIcon } from '../../ui/icons'
import { historySharedMessages as m } from './history-shared.messages'
import './history.css'

/** Today's date in the viewer's zone, as YYYY-MM-DD (the latest day a view of the past may show). */
const localToday = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/** The pages the banner names in the person's language; another's `what` is shown as it is given. */
const subjects: Record<string, string> = {
  'the roster': 'roster',
  'the statistics': 'statistics',
  'the calendar': 'calendar',
}

interface AsOfBarProps {
  /** What the page shows, in the banner: "the roster", "the statistics", "the calendar". */
  what: string
  /** The day shown, or null for now. */
  asOf: string | null
  onChange: (asOf: string | null) => void
}

/**
 * For coach-like members: pick a past day to see the page as it was at the end of it, and the banner that
 * says so while it is shown, with the way back to now. Renders nothing for anyone else. The picker is one of the
 * page header's actions; on a phone it folds behind a button until it is wanted.
 */
export function AsOfBar({ what, asOf, onChange }: AsOfBarProps) {
  const user = useSignedInUser()
  const inputId = useId()
  const fieldsId = useId()
  const [draft, setDraft] = useState(asOf ?? '')
  const [open, setOpen] = useState(false)
  const t = useT()
  if (!can(user.role, 'history.read')) return null

  if (asOf)
    return (
      <div className="as-of-banner" role="status">
        <p className="as-of-banner__text">
          {t(m.viewingAsOf, { what: subjects[what] ?? 'other', text: what, day: formatCalendarDay(asOf, asOf) })}
        </p>
        <Button
          variant="primary"
          onClick={() => {
            setDraft('')
            onChange(null)
          }}
        >
          {t(m.backToNow)}
        </Button>
      </div>
    )

  return (
    <PageActions>
      <form
        className="as-of-picker"
        data-open={open}
        onSubmit={(event) => {
          event.preventDefault()
          if (draft) onChange(draft)
        }}
      >
        <button
          type="button"
          className="btn btn--secondary as-of-picker__toggle"
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen(!open)}
        >
          <PastIcon size={20} />
          <span className="visually-hidden">{t(m.viewPastDay)}</span>
        </button>
        <div id={fieldsId} className="as-of-picker__fields">
          <label className="as-of-picker__label" htmlFor={inputId}>
            {t(m.viewAsOf)}
          </label>
          <input
            id={inputId}
            className="input as-of-picker__input"
            type="date"
            value={draft}
            max={localToday()}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={!draft}>
            {t(m.show)}
          </Button>
        </div>
      </form>
    </PageActions>
  )
}
