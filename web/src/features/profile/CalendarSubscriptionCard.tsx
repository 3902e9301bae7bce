import { useQuery, useQueryClient } from '@tanstack/react-query'
import { calendarFeedMessages, type CalendarFeedLink } from '@teamspace/domain/calendar-feed/calendar-feed.schemas'
import { useRef, useState } from 'react'
import { failureMessage } from '../../lib/api'
import { formatDate } from '../../lib/dates'
import { keepFocusOnPress } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { useTimers } from '../../lib/use-timers'
import { Button, Card, ConfirmDialog, Field, Notice, Spinner } from '../../ui'
import {
  calendarFeedStatusQuery,
  type CalendarFeedScope,
  makeAllTeamsCalendarFeedLink,
  makeCalendarFeedLink,
} from './profile-settings.queries'

// The spec's timing for a copy notice.
const copyNoticeMs = 2_000

type CopyNotice = { tone: 'success' | 'error'; text: string }

/** Which calendar a subscription card is about: the team's, or all the person's teams'. */
interface FeedKind {
  title: string
  intro: string
  /** Who may see the calendar through the link. */
  sees: string
  scope: CalendarFeedScope
  make: (commandId?: string) => Promise<CalendarFeedLink>
}

const teamFeed: FeedKind = {
  title: calendarFeedMessages.title,
  intro: 'See the team’s games, practices and events',
  sees: 'the team calendar',
  scope: 'team',
  make: makeCalendarFeedLink,
}

/** For someone in several teams: one link with every team's events, each named with its team. */
export const allTeamsFeed: FeedKind = {
  title: 'Calendar of all my teams',
  intro: 'See the games, practices and events of all your teams, each named with its team,',
  sees: 'the calendars of all your teams',
  scope: 'all-teams',
  make: makeAllTeamsCalendarFeedLink,
}

/**
 * The member's private subscription link to the team calendar (or, with `allTeamsFeed`, to all their teams'). Only a
 * hash of it is kept, so it is shown once, right after it is made; to see one again the member makes a new one,
 * which ends the old.
 */
export function CalendarSubscriptionCard({ kind = teamFeed }: { kind?: FeedKind }) {
  const queryClient = useQueryClient()
  const status = useQuery(calendarFeedStatusQuery(kind.scope))
  const [link, setLink] = useState<CalendarFeedLink | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [copyNotice, setCopyNotice] = useState<CopyNotice | null>(null)
  const { later, cancel } = useTimers()
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const showLink = (made: CalendarFeedLink) => {
    setLink(made)
    setCopyNotice(null)
    queryClient.setQueryData(calendarFeedStatusQuery(kind.scope).queryKey, { exists: true, createdAt: made.createdAt })
  }
  const create = useCommand({
    mutationFn: (_: void, commandId: string) => kind.make(commandId),
    onSuccess: showLink,
  })

  const copyLink = async () => {
    if (!link) return
    cancel(copyTimer.current)
    try {
      await navigator.clipboard.writeText(link.url)
      setCopyNotice({ tone: 'success', text: calendarFeedMessages.copied })
      copyTimer.current = later(() => setCopyNotice(null), copyNoticeMs)
    } catch {
      setCopyNotice({ tone: 'error', text: calendarFeedMessages.copyFailed })
    }
  }

  const exists = status.data?.exists ?? false

  return (
    <Card title={kind.title}>
      <div className="stack">
        <p className="muted">
          {kind.intro} in the calendar app on your phone or computer. Changes show up there by themselves; most calendar
          apps look every 15 minutes, Google Calendar less often.
        </p>
        {status.isPending ? (
          <Spinner label="Loading your calendar link…" />
        ) : status.isError ? (
          <Notice tone="error">
            {failureMessage(status.error, 'Could not load your calendar link. Please try again.')}{' '}
            <Button variant="ghost" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : link ? (
          <>
            <Field
              label="Your calendar link"
              hint={`Copy it now: for your privacy it is shown only this once. Anyone with the link can see ${kind.sees}, so share it with nobody.`}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="feed-link"
                  readOnly
                  rows={2}
                  value={link.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
              )}
            </Field>
            <div className="row-end">
              <a className="btn btn--secondary" href={link.webcalUrl}>
                Open in calendar app
              </a>
              <Button variant="primary" onMouseDown={keepFocusOnPress} onClick={() => void copyLink()}>
                Copy link
              </Button>
            </div>
            {copyNotice && <Notice tone={copyNotice.tone}>{copyNotice.text}</Notice>}
            <ul className="feed-steps muted">
              <li>iPhone, iPad, Mac: “Open in calendar app”, then Subscribe.</li>
              <li>Google Calendar: Other calendars → + → From URL, and paste the link.</li>
              <li>Outlook: Add calendar → Subscribe from web, and paste the link.</li>
            </ul>
          </>
        ) : exists ? (
          <p>
            You made a calendar link on {formatDate(status.data?.createdAt ?? '')}. It cannot be shown again, because
            Team Space keeps only a fingerprint of it (a hash), not the link itself. To subscribe on another device,
            reset it: you get a new link and the old one stops working.
          </p>
        ) : (
          <p>You have no calendar link yet.</p>
        )}
        {create.isError && !confirming && (
          <Notice tone="error">{failureMessage(create.error, calendarFeedMessages.createFailed)}</Notice>
        )}
        {status.isSuccess && (
          <div className="row-end">
            {exists ? (
              <Button onClick={() => setConfirming(true)}>Reset link</Button>
            ) : (
              <Button variant="primary" loading={create.isPending} onClick={() => create.mutate()}>
                Create calendar link
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset calendar link?"
        description={calendarFeedMessages.confirmReset}
        confirmLabel="Reset link"
        destructive
        onConfirm={async (commandId) => showLink(await kind.make(commandId))}
        onClose={() => setConfirming(false)}
        errorMessage={(error) => failureMessage(error, calendarFeedMessages.resetFailed)}
      />
    </Card>
  )
}
