import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { MyCalendarEvent } from '@teamspace/domain/calendar/calendar.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { useEffect, useId, useRef, useState } from 'react'
import { PageActions } from '../../app/page/PageFrame'
import { useSignedInUser } from '../../app/signed-in-user'
import { useTeamId } from '../../app/team/team-context'
import { useChooseTeam } from '../../app/team/choose-team'
import { useT } from '../../i18n/use-t'
import { isNotFound } from '../../lib/api'
import { Button, Notice } from '../../ui'
import { TabList, tabPanelProps, type TabOption } from '../../ui/Tabs'
import { AsOfBar } from '../../shared/history/AsOfBar'
import { teamTagOf } from '../../shared/teams/team-tag'
import { monthOfTeamEvent } from './all-teams'
import { AllTeamsListView } from './AllTeamsListView'
import { AsOfCalendar } from './AsOfCalendar'
import { CalendarHelp } from './CalendarHelp'
import type { CalendarSearch, CalendarViewName } from './calendar-search'
import { monthOf } from './calendar-view'
import { calendarEventQuery, calendarListQuery } from './calendar.queries'
import { calendarNoticesMessages } from './calendar-notices.messages'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { ListView } from './ListView'
import { AllTeamsMonthView, MonthView } from './MonthView'
import { useCalendarDialogs } from './use-calendar-dialogs'
import '../../shared/calendar/event-type.css'
import './calendar.css'

interface CalendarPageProps {
  search: CalendarSearch
  onSearchChange: (search: CalendarSearch) => void
}

/** Team Calendar: the month and list views, the help panel; coaches schedule, edit and delete their events. */
export function CalendarPage({ search, onSearchChange }: CalendarPageProps) {
  const t = useT()
  const tabs: TabOption<CalendarViewName>[] = [
    { value: 'month', label: t(m.month) },
    { value: 'list', label: t(m.list) },
  ]
  const user = useSignedInUser()
  const schedules = can(user.role, 'calendar.manage')
  const { data: list } = useSuspenseQuery(calendarListQuery())
  const tabsId = useId()
  const view = search.view ?? 'month'
  const month = search.month ?? monthOf(list.today)
  const { openSchedule, openDetail, dialogs } = useCalendarDialogs({
    today: list.today,
    timeZone: list.timeZone,
    // The event named in the address stays there while it is open, so a reload opens it again; closing it goes.
    onDetailClosed: () => {
      if (search.event !== undefined) onSearchChange({ ...search, event: undefined })
    },
  })
  const schedule = schedules ? () => openSchedule() : undefined
  const teamId = useTeamId()
  const navigate = useNavigate()
  const chooseTeam = useChooseTeam()
  // Someone in several teams may see all of their teams' events at once; nobody else is offered it.
  const severalTeams = user.teams.length > 1
  const allTeams = severalTeams && search.scope === 'all'
  const teamOf = (event: MyCalendarEvent) => teamTagOf(user.teams, event.teamId, event.teamName)

  // An event named in the address (a link from all the person's teams, or the dashboard) opens at once.
  const linked = useQuery({ ...calendarEventQuery(search.event ?? ''), enabled: search.event !== undefined })
  const opened = useRef<string | null>(null)
  useEffect(() => {
    if (search.event === undefined) opened.current = null
    if (search.event === undefined || linked.data?.id !== search.event || opened.current === search.event) return
    opened.current = search.event
    openDetail(linked.data)
  }, [search.event, linked.data, openDetail])

  /** An event of all the person's teams opens in its own team, where its detail (and its actions) are. */
  const openTeamEvent = (event: MyCalendarEvent) => {
    if (event.teamId === teamId) {
      onSearchChange({ ...search, event: event.id })
      return
    }
    chooseTeam(event.teamId)
    void navigate({
      to: '/t/$teamId/calendar',
      params: { teamId: event.teamId },
      search: { event: event.id, month: monthOfTeamEvent(event) },
    })
  }
  // A coach's view of the calendar as it stood at the end of a past day (read-only), or null for now.
  const [asOf, setAsOf] = useState<string | null>(null)

  if (asOf)
    return (
      <div className="stack">
        <AsOfBar what="the calendar" asOf={asOf} onChange={setAsOf} />
        <AsOfCalendar date={asOf} />
      </div>
    )

  return (
    <>
      <AsOfBar what="the calendar" asOf={asOf} onChange={setAsOf} />
      {schedule && (
        <PageActions>
          <Button variant="primary" onClick={schedule}>
            {t(m.scheduleEvent)}
          </Button>
        </PageActions>
      )}
      {/* An event known from before opens in its dialog, which says itself when the event is gone. */}
      {search.event !== undefined && linked.isError && linked.data === undefined && (
        <Notice tone="error">
          {isNotFound(linked.error) ? t(calendarNoticesMessages.notFound) : t(m.eventLoadFailed)}{' '}
          <Button variant="ghost" onClick={() => onSearchChange({ ...search, event: undefined })}>
            {t(m.dismiss)}
          </Button>
        </Notice>
      )}
      <div className="calendar-layout">
        <div className="stack">
          {severalTeams && (
            <div className="scope-toggle" role="group" aria-label={t(m.whoseEvents)}>
              <button
                type="button"
                className="scope-toggle__option"
                aria-pressed={!allTeams}
                onClick={() => onSearchChange({ ...search, scope: undefined })}
              >
                {t(m.thisTeam)}
              </button>
              <button
                type="button"
                className="scope-toggle__option"
                aria-pressed={allTeams}
                onClick={() => onSearchChange({ ...search, scope: 'all' })}
              >
                {t(m.allMyTeams)}
              </button>
            </div>
          )}
          <TabList
            label={t(m.calendarView)}
            idPrefix={tabsId}
            tabs={tabs}
            selected={view}
            onSelect={(next) => onSearchChange({ ...search, view: next })}
          />
          <div {...tabPanelProps(tabsId, view)} className="card calendar-panel">
            {allTeams ? (
              view === 'month' ? (
                <AllTeamsMonthView
                  month={month}
                  today={list.today}
                  teamOf={teamOf}
                  onOpen={openTeamEvent}
                  onMonthChange={(next) =>
                    onSearchChange({ ...search, month: next === monthOf(list.today) ? undefined : next })
                  }
                />
              ) : (
                <AllTeamsListView teamOf={teamOf} onOpen={openTeamEvent} />
              )
            ) : view === 'month' ? (
              <MonthView
                month={month}
                today={list.today}
                timeZone={list.timeZone}
                onSchedule={schedules ? openSchedule : undefined}
                onOpen={openDetail}
                onMonthChange={(next) =>
                  onSearchChange({ ...search, month: next === monthOf(list.today) ? undefined : next })
                }
              />
            ) : (
              <ListView list={list} onOpen={openDetail} onSchedule={schedule} />
            )}
          </div>
        </div>
        <CalendarHelp schedules={schedules} timeZone={list.timeZone} allTeams={allTeams} />
      </div>
      {dialogs}
    </>
  )
}
