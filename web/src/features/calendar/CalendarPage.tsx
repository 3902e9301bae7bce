import { useSuspenseQuery } from '@tanstack/react-query'
import { can } from '@teamspace/domain/shared/permissions'
import { useId, useState } from 'react'
import { PageActions } from '../../app/page/PageFrame'
import { useSignedInUser } from '../../app/signed-in-user'
import { Button } from '../../ui'
import { TabList, tabPanelProps, type TabOption } from '../../ui/Tabs'
import { AsOfBar } from '../../shared/history/AsOfBar'
import { AsOfCalendar } from './AsOfCalendar'
import { CalendarHelp } from './CalendarHelp'
import type { CalendarSearch, CalendarViewName } from './calendar-search'
import { monthOf } from './calendar-view'
import { calendarListQuery } from './calendar.queries'
import { ListView } from './ListView'
import { MonthView } from './MonthView'
import { useCalendarDialogs } from './use-calendar-dialogs'
import '../../shared/calendar/event-type.css'
import './calendar.css'

const tabs: TabOption<CalendarViewName>[] = [
  { value: 'month', label: 'Month' },
  { value: 'list', label: 'List' },
]

interface CalendarPageProps {
  search: CalendarSearch
  onSearchChange: (search: CalendarSearch) => void
}

/** Team Calendar: the month and list views, the help panel; coaches schedule, edit and delete their events. */
export function CalendarPage({ search, onSearchChange }: CalendarPageProps) {
  const user = useSignedInUser()
  const schedules = can(user.role, 'calendar.manage')
  const { data: list } = useSuspenseQuery(calendarListQuery())
  const tabsId = useId()
  const view = search.view ?? 'month'
  const month = search.month ?? monthOf(list.today)
  const { openSchedule, openDetail, dialogs } = useCalendarDialogs({ today: list.today, timeZone: list.timeZone })
  const schedule = schedules ? () => openSchedule() : undefined
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
            + Schedule Event
          </Button>
        </PageActions>
      )}
      <div className="calendar-layout">
        <div className="stack">
          <TabList
            label="Calendar view"
            idPrefix={tabsId}
            tabs={tabs}
            selected={view}
            onSelect={(next) => onSearchChange({ ...search, view: next })}
          />
          <div {...tabPanelProps(tabsId, view)} className="card calendar-panel">
            {view === 'month' ? (
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
        <CalendarHelp schedules={schedules} timeZone={list.timeZone} />
      </div>
      {dialogs}
    </>
  )
}
