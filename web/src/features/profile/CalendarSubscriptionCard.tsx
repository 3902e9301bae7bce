import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { CalendarFeedLink } from '@teamspace/domain/calendar-feed/calendar-feed.schemas'
import type { Message } from '@teamspace/domain/i18n/messages'
import { useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { formatDate } from '../../lib/dates'
import { keepFocusOnPress } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { useTimers } from '../../lib/use-timers'
import { Button, Card, ConfirmDialog, Field, Notice, Spinner } from '../../ui'
import { profileCalendarFeedMessages as m } from './profile-calendar-feed.messages'
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
  title: Message
  /** What the link shows, and how calendar apps follow it. */
  intro: Message
  /** Who may see the calendar through the link, and so that it is shared with nobody. */
  linkHint: Message
  scope: CalendarFeedScope
  make: (commandId?: string) => Promise<CalendarFeedLink>
}

const teamFeed: FeedKind = {
  title: m.title,
  intro: m.teamIntro,
  linkHint: m.teamLinkHint,
  scope: 'team',
  make: makeCalendarFeedLink,
}

/** For someone in several teams: one link with every team's events, each named with its team. */
export const allTeamsFeed: FeedKind = {
  title: m.allTeamsTitle,
  intro: m.allTeamsIntro,
  linkHint: m.allTeamsLinkHint,
  scope: 'all-teams',
  make: makeAllTeamsCalendarFeedLink,
}

/**
 * The member's private subscription link to the team calendar (or, with `allTeamsFeed`, to all their teams'). Only a
 * hash of it is kept, so it is shown once, right after it is made; to see one again the member makes a new one,
 * which ends the old.
 */
export function CalendarSubscriptionCard({ kind = teamFeed }: { kind?: FeedKind }) {
  const t = useT()
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
      setCopyNotice({ tone: 'success', text: t(m.copied) })
      copyTimer.current = later(() => setCopyNotice(null), copyNoticeMs)
    } catch {
      setCopyNotice({ tone: 'error', text: t(m.copyFailed) })
    }
  }

  const exists = status.data?.exists ?? false

  return (
    <Card title={t(kind.title)}>
      <div className="stack">
        <p className="muted">{t(kind.intro)}</p>
        {status.isPending ? (
          <Spinner label={t(m.loading)} />
        ) : status.isError ? (
          <Notice tone="error">
            {failureMessage(status.error, t(m.loadFailed))}{' '}
            <Button variant="ghost" onClick={() => void status.refetch()}>
              {t(m.tryAgain)}
            </Button>
          </Notice>
        ) : link ? (
          <>
            <Field label={t(m.yourLink)} hint={t(kind.linkHint)}>
              {(control) => (
                <textarea
                  {...control}
                  className="link-text"
                  readOnly
                  rows={2}
                  value={link.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
              )}
            </Field>
            <div className="row-end">
              <a className="btn btn--secondary" href={link.webcalUrl}>
                {t(m.openInApp)}
              </a>
              <Button variant="primary" onMouseDown={keepFocusOnPress} onClick={() => void copyLink()}>
                {t(m.copyLink)}
              </Button>
            </div>
            {copyNotice && <Notice tone={copyNotice.tone}>{copyNotice.text}</Notice>}
            <ul className="feed-steps muted">
              <li>{t(m.stepApple)}</li>
              <li>{t(m.stepGoogle)}</li>
              <li>{t(m.stepOutlook)}</li>
            </ul>
          </>
        ) : exists ? (
          <p>{t(m.made, { date: formatDate(status.data?.createdAt ?? '') })}</p>
        ) : (
          <p>{t(m.none)}</p>
        )}
        {create.isError && !confirming && (
          <Notice tone="error">{failureMessage(create.error, t(m.createFailed))}</Notice>
        )}
        {status.isSuccess && (
          <div className="row-end">
            {exists ? (
              <Button onClick={() => setConfirming(true)}>{t(m.resetLink)}</Button>
            ) : (
              <Button variant="primary" loading={create.isPending} onClick={() => create.mutate()}>
                {t(m.createLink)}
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(m.resetTitle)}
        description={t(m.confirmReset)}
        confirmLabel={t(m.resetLink)}
        destructive
        onConfirm={async (commandId) => showLink(await kind.make(commandId))}
        onClose={() => setConfirming(false)}
        errorMessage={(error) => failureMessage(error, t(m.resetFailed))}
      />
    </Card>
  )
}
