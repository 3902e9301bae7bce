import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { VolunteerCalendarEvent, VolunteerNeedView } from '@teamspace/domain/volunteers/volunteers.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { useState, type ReactNode } from 'react'
import { RichText } from '../../i18n/RichText'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT, type Translate } from '../../i18n/use-t'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { failureMessage, isClientError } from '../../lib/api'
import { Button, Card, ConfirmDialog, EmptyState, Notice } from '../../ui'
import { PersonIcon } from '../../ui/icons'
import { EventType } from '../../shared/calendar/EventType'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { AllergiesDialog } from './AllergiesDialog'
import { CategoryChips } from './CategoryChips'
import { AllTeamsSignUps } from './AllTeamsSignUps'
import { MySignUps } from './MySignUps'
import { NeedCard } from './NeedCard'
import { NeedFormDialog, type NeedFormStart } from './NeedFormDialog'
import { SignUpDialog } from './SignUpDialog'
import {
  categoryCounts,
  eventCountsLabel,
  filledLabel,
  filterNeeds,
  groupByCalendarEvent,
  mySignUps,
  needGroupId,
  type Category,
} from './volunteers-view'
import { removeVolunteerNeed, volunteersPageQuery } from './volunteers.queries'
import { volunteersMessages } from './volunteers.messages'
import './volunteers.css'
import { useTeamId } from '../../app/team/team-context'

type OpenDialog =
  | { kind: 'form'; start: NeedFormStart }
  | { kind: 'signUp'; need: VolunteerNeedView }
  | { kind: 'remove'; need: VolunteerNeedView }
  | { kind: 'allergies' }
  | null

/** Volunteers: my sign-ups, the needs of upcoming events by kind, who is helping, and asking for help. */
export function VolunteersPage() {
  const teamId = useTeamId()
  const t = useT()
  const { data } = useSuspenseQuery(volunteersPageQuery())
  // Sign-ups and withdrawals made without signal count in "My sign-ups" until they are sent.
  const saves = useOutbox().items
  const [category, setCategory] = useState<Category>('all')
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const close = () => setDialog(null)

  const schedules = can(useSignedInUser().role, 'calendar.manage')
  const noEvents = data.calendarEvents.length === 0
  const shown = filterNeeds(data.needs, category)
  const groups = groupByCalendarEvent(shown)

  return (
    <div className="volunteers-page">
      <MySignUps
        needs={mySignUps(data.needs, saves)}
        open={data.needs.some((need) => !need.isFull && !need.signedUp)}
      />
      <AllTeamsSignUps />

      {noEvents && (
        <Notice>
          {t(volunteersMessages.noUpcomingEvents)}{' '}
          <RichText
            message={schedules ? volunteersMessages.scheduleFirst : volunteersMessages.needsAppearOnceScheduled}
            values={{
              link: (words: ReactNode[]) => (
                <Link to="/t/$teamId/calendar" params={{ teamId }}>
                  {words}
                </Link>
              ),
            }}
          />
        </Notice>
      )}

      <div className="volunteers-toolbar">
        <CategoryChips selected={category} counts={categoryCounts(data.needs)} onSelect={setCategory} />
        <div className="volunteers-toolbar__actions">
          <Button onClick={() => setDialog({ kind: 'allergies' })} className="volunteers-toolbar__allergies">
            {t(volunteersMessages.allergies)}
          </Button>
          <Button
            variant="primary"
            disabled={noEvents}
            onClick={() => setDialog({ kind: 'form', start: {} })}
            className="volunteers-toolbar__add"
          >
            {t(volunteersMessages.addVolunteerNeed)}
          </Button>
        </div>
      </div>

      <div className="volunteers-layout">
        <section className="volunteers-needs" aria-label={t(volunteersMessages.volunteerNeeds)}>
          {groups.length === 0 ? (
            <div className="card">
              <EmptyState
                icon={<PersonIcon size={40} />}
                title={
                  category === 'all'
                    ? t(volunteersMessages.noNeedsYet)
                    : t(volunteersMessages.noNeedsOfKind, { category })
                }
                text={t(noEvents ? volunteersMessages.needsBelongToEvents : volunteersMessages.askForHelp)}
              />
            </div>
          ) : (
            groups.map((group) => {
              const filled = group.needs.reduce((sum, need) => sum + need.filled, 0)
              const needed = group.needs.reduce((sum, need) => sum + need.slotsNeeded, 0)
              const headingId = needGroupId(group.calendarEventId)
              return (
                <section key={group.calendarEventId} className="need-group" aria-labelledby={headingId}>
                  <header className="need-group__header">
                    <h2 id={headingId}>{group.title}</h2>
                    <p className="need-group__meta">
                      <EventType type={group.type} />
                      <span>{formatEventDateTime(group.startsAt, group.timeZone)}</span>
                      <span className="need-group__counts">{filledLabel(filled, needed)}</span>
                    </p>
                  </header>
                  <div className="need-grid">
                    {group.needs.map((need) => (
                      <NeedCard
                        key={need.id}
                        need={need}
                        onSignUp={(n) => setDialog({ kind: 'signUp', need: n })}
                        onEdit={(n) => setDialog({ kind: 'form', start: { need: n } })}
                        onRemove={(n) => setDialog({ kind: 'remove', need: n })}
                      />
                    ))}
                  </div>
                </section>
              )
            })
          )}
        </section>

        <UpcomingEvents
          events={data.calendarEvents}
          onAdd={(calendarEventId) => setDialog({ kind: 'form', start: { calendarEventId } })}
        />
      </div>

      {dialog?.kind === 'form' && (
        <NeedFormDialog start={dialog.start} calendarEvents={data.calendarEvents} onClose={close} />
      )}
      {dialog?.kind === 'signUp' && <SignUpDialog need={dialog.need} onClose={close} />}
      {dialog?.kind === 'allergies' && <AllergiesDialog onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t(volunteersMessages.removeVolunteerNeed)}
        description={dialog?.kind === 'remove' ? removeQuestion(dialog.need, t) : ''}
        confirmLabel={t(volunteersMessages.remove)}
        destructive
        onConfirm={async (commandId) => {
          if (dialog?.kind !== 'remove') return
          await removeVolunteerNeed(dialog.need.id, commandId)
        }}
        onClose={close}
        errorMessage={(error) =>
          isClientError(error) ? error.message : failureMessage(error, t(volunteersMessages.saveFailed))
        }
      />
    </div>
  )
}

/** Removing a need people signed up for says so: they will be told by e-mail. */
const removeQuestion = (need: VolunteerNeedView, t: Translate) => {
  const count = need.volunteers.length
  if (count === 0) return t(volunteersMessages.confirmRemove, { title: need.title })
  const names = need.volunteers.map((v) => v.name).join(', ')
  return t(volunteersMessages.confirmRemoveSignedUp, { title: need.title, count, names })
}

/** Spec §2: the upcoming events with their filled/needed counts, each a way to ask for help with it. */
function UpcomingEvents({
  events,
  onAdd,
}: {
  events: readonly VolunteerCalendarEvent[]
  onAdd: (calendarEventId: string) => void
}) {
  const teamId = useTeamId()
  const t = useT()
  return (
    <Card title={t(volunteersMessages.upcomingEvents)} className="volunteer-events">
      {events.length === 0 ? (
        <p className="muted">
          {t(volunteersMessages.noUpcomingEventsShort)}{' '}
          <Link to="/t/$teamId/calendar" params={{ teamId }}>
            {t(volunteersMessages.goToCalendar)}
          </Link>
        </p>
      ) : (
        <ul className="volunteer-events__list">
          {events.map((event) => (
            <li key={event.id} className="volunteer-events__item">
              <span className="volunteer-events__title">{event.title}</span>
              <span className="volunteer-events__when">
                <EventType type={event.type} /> {formatEventDateTime(event.startsAt, event.timeZone)}
              </span>
              <span className="volunteer-events__footer">
                <span className="volunteer-events__counts">{eventCountsLabel(event)}</span>
                <Button
                  variant="ghost"
                  onClick={() => onAdd(event.id)}
                  aria-label={t(volunteersMessages.addNeedTo, { title: event.title })}
                >
                  {t(volunteersMessages.addNeed)}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
