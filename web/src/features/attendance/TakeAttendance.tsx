import { useQuery, useQueryClient } from '@tanstack/react-query'
import { attendanceStatuses } from '@teamspace/domain/attendance/attendance.constants'
import type { AttendanceStatus, EventAttendance } from '@teamspace/domain/attendance/attendance.schemas'
import { useId, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { outboxForm, useTakeRefusedDraft } from '../../lib/outbox/drafts'
import { keptWords } from '../../lib/outbox/outbox'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { useTimers } from '../../lib/use-timers'
import { Button, Notice, Spinner } from '../../ui'
import { attendanceStatusesMessages } from './attendance-statuses.messages'
import { statusCounts } from './attendance-view'
import { attendancePageMessages as m } from './attendance.messages'
import { eventAttendanceQuery, rememberAttendance, takeAttendance } from './attendance.queries'

const savedNoticeMs = 4_000

type SheetRecords = { playerId: string; status: AttendanceStatus }[]

/** Each status's count in the sheet's summary line ('3 present'). */
const countMessages = {
  present: m.countPresent,
  absent: m.countAbsent,
  late: m.countLate,
  excused: m.countExcused,
} as const satisfies Record<AttendanceStatus, unknown>

/** A sheet as saved, for "Edit" to bring back when the server refused it on a later send. */
export const attendanceSheetForm = outboxForm<{ calendarEventId: string; records: SheetRecords }>('attendance-sheet')

interface TakeAttendanceProps {
  calendarEventId: string
  /**
   * Coach-like, in the current season: may change and save. Otherwise the statuses show with the buttons disabled,
   * and why: `'member'` for who is not a coach, `'past'` for a past season's event (the page says it is read-only).
   */
  saves: true | 'member' | 'past'
  /** The event in words, for the list of saves kept without signal. */
  title: string
}

/** One event's players with a status each, pre-filled by the server, and Save Attendance. */
export function TakeAttendance({ calendarEventId, saves, title }: TakeAttendanceProps) {
  const t = useT()
  const { data, isPending, isError, refetch } = useQuery(eventAttendanceQuery(calendarEventId))
  if (isPending) return <Spinner label={t(m.loadingPlayers)} showLabel />
  if (isError) {
    return (
      <Notice tone="error">
        <p>{t(m.loadFailed)}</p>
        <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
      </Notice>
    )
  }
  return <AttendanceSheet attendance={data} saves={saves} title={title} />
}

function AttendanceSheet({
  attendance,
  saves: access,
  title,
}: {
  attendance: EventAttendance
  saves: TakeAttendanceProps['saves']
  title: string
}) {
  const t = useT()
  const saves = access === true
  const queryClient = useQueryClient()
  const summaryId = useId()
  // Only what the coach changed: the rest follows the server (a family's new answer, another coach's save).
  const [edits, setEdits] = useState<Record<string, AttendanceStatus>>({})
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const { later, cancel } = useTimers()
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // A sheet of this event refused on a later send, brought back by "Edit": its statuses as changes, with the server's
  // words, for players still on it.
  const { draft, taken } = useTakeRefusedDraft(
    saves ? attendanceSheetForm : undefined,
    (refused) => {
      const onSheet = new Set(attendance.records.map((record) => record.playerId))
      setEdits(
        Object.fromEntries(
          refused.values.records
            .filter((record) => onSheet.has(record.playerId))
            .map((record) => [record.playerId, record.status]),
        ),
      )
      setNotice({ tone: 'error', text: refused.refusal })
    },
    (refused) => refused.values.calendarEventId === attendance.calendarEventId,
  )

  const statusOf = (playerId: string, fallback: AttendanceStatus) => edits[playerId] ?? fallback
  const statuses = attendance.records.map((record) => statusOf(record.playerId, record.status))
  const counts = statusCounts(statuses)

  const remember = (records: { playerId: string; status: AttendanceStatus }[]) =>
    rememberAttendance(
      queryClient,
      attendance.calendarEventId,
      Object.fromEntries(records.map((record) => [record.playerId, record.status])),
    )

  // Without signal the sheet is kept on the phone, shown as saved here, and sent when the signal returns.
  const save = useOutboxCommand({
    describe: (records) => ({
      description: t(m.keptFor, { title }),
      draft: attendanceSheetForm.draft({ calendarEventId: attendance.calendarEventId, records }),
    }),
    queued: (records) => {
      remember(records)
      return keptWords()
    },
    mutationFn: async (records: SheetRecords, commandId: string) => {
      const saved = await takeAttendance(attendance.calendarEventId, records, commandId)
      // Shown as the server saved it even when a weak signal answers before the refetch its topics asked for.
      queryClient.setQueryData(eventAttendanceQuery(attendance.calendarEventId).queryKey, saved)
      return t(m.saved)
    },
  })

  const submit = async () => {
    cancel(noticeTimer.current)
    setNotice(null)
    const records = attendance.records.map((record) => ({
      playerId: record.playerId,
      status: statusOf(record.playerId, record.status),
    }))
    try {
      const said = await save.mutateAsync(records)
      if (taken !== null) void draft?.settle()
      setEdits({})
      setNotice({ tone: 'success', text: said })
      noticeTimer.current = later(() => setNotice(null), savedNoticeMs)
    } catch (error) {
      setNotice({ tone: 'error', text: failureMessage(error, t(m.saveFailed)) })
    }
  }

  const choose = (playerId: string, status: AttendanceStatus) => {
    setNotice(null)
    setEdits((previous) => ({ ...previous, [playerId]: status }))
  }

  if (attendance.records.length === 0) {
    return <p className="muted">{t(m.noPlayersToTake)}</p>
  }

  return (
    <div className="attendance-sheet">
      <p id={summaryId} className="attendance-sheet__summary">
        {attendanceStatuses.map((status) => t(countMessages[status], { count: counts[status] })).join(' · ')}
        {' · '}
        {attendance.takenAt ? t(m.taken) : t(m.notTaken)}
      </p>
      {access === 'member' && <p className="muted">{t(m.onlyCoaches)}</p>}
      <ul className="attendance-rows">
        {attendance.records.map((record) => {
          const current = statusOf(record.playerId, record.status)
          return (
            <li key={record.playerId}>
              <fieldset className="attendance-row" disabled={!saves || save.isPending}>
                <legend className="attendance-row__who">
                  {record.jerseyNumber !== null && (
                    <span className="attendance-row__number">#{record.jerseyNumber}</span>
                  )}
                  {record.playerName}
                  {record.source === 'availability' && edits[record.playerId] === undefined && (
                    <span className="attendance-row__source">{t(m.fromAnswer)}</span>
                  )}
                </legend>
                <div className="status-buttons">
                  {attendanceStatuses.map((status) => (
                    <label key={status} className={`status-button status-button--${status}`}>
                      <input
                        type="radio"
                        name={`status-${record.playerId}`}
                        value={status}
                        checked={current === status}
                        onChange={() => choose(record.playerId, status)}
                      />
                      <span>{t(attendanceStatusesMessages[status])}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ul>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="attendance-sheet__actions">
        <Button
          variant="primary"
          disabled={!saves}
          loading={save.isPending}
          aria-describedby={summaryId}
          onClick={() => void submit()}
        >
          {t(m.save)}
        </Button>
      </div>
    </div>
  )
}
