import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { attendanceHistory } from './attendance.history'

describe('the attendance’s history', () => {
  it('counts who came, by status', () => {
    expect(
      sentencesOf(attendanceHistory, names).say(
        fact('AttendanceTaken', {
          teamId: 't',
          calendarEventId: 'game1',
          records: [
            { playerId: 'mia', status: 'present' },
            { playerId: 'leo', status: 'absent' },
          ],
        }),
      ),
    ).toBe('Casey Coach took attendance for “League vs Lions” on Sat, Nov 28: 1 present and 1 absent.')
  })
})
