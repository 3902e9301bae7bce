import { Link } from '@tanstack/react-router'
import type { CsvExport } from '@teamspace/domain/exports/exports.constants'
import { useState } from 'react'
import { RichText } from '../../i18n/RichText'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { Button, Card, Dialog } from '../../ui'
import { SeasonPicker } from '../results'
import { exportHref } from './exports-links'
import { exportsFilesMessages as files } from './exports-files.messages'
import { exportsPageMessages as m } from './exports.messages'
import './exports.css'

/** The files in the order offered, each with its name and what it holds. */
const order: {
  what: CsvExport
  label: (typeof files)[keyof typeof files]
  description: (typeof files)[keyof typeof files]
}[] = [
  { what: 'roster', label: files.roster, description: files.rosterText },
  { what: 'statsTotals', label: files.statsTotals, description: files.statsTotalsText },
  { what: 'statsGames', label: files.statsGames, description: files.statsGamesText },
  { what: 'attendancePlayers', label: files.attendancePlayers, description: files.attendancePlayersText },
  { what: 'attendanceEvents', label: files.attendanceEvents, description: files.attendanceEventsText },
  { what: 'volunteers', label: files.volunteers, description: files.volunteersText },
]

/**
 * The coaches' downloads for the club: one link per CSV file, the roster with the children's medical data behind a
 * warning, and the printable sheets. Plain links, so they work with the keyboard and tell screen readers what
 * they are; the server refuses anyone but a coach.
 */
export function ExportsPage() {
  const t = useT()
  const teamId = useTeamId()
  const [askingMedical, setAskingMedical] = useState(false)
  const [seasonId, setSeasonId] = useState<string | null>(null)
  return (
    <div className="stack stack--loose">
      <Card title={t(m.spreadsheets)}>
        <p className="exports__intro">{t(m.spreadsheetsIntro)}</p>
        <SeasonPicker value={seasonId} onChange={setSeasonId} />
        <ul className="exports__list">
          {order.map(({ what, label, description }) => (
            <li key={what} className="exports__item">
              <div className="exports__text">
                <span className="exports__label">{t(label)}</span>
                <span className="exports__description">{t(description)}</span>
              </div>
              <a
                className="btn btn--secondary exports__download"
                href={exportHref(teamId, what, { season: seasonId })}
                download
              >
                {/* One run of text, so that the button's gap does not split it; the file's name is for screen
                    readers ("Download Roster CSV"), around the words the button shows. */}
                <span>
                  <RichText
                    message={m.downloadFileCsv}
                    values={{ file: t(label), hidden: (words) => <span className="visually-hidden">{words}</span> }}
                  />
                </span>
              </a>
            </li>
          ))}
          <li className="exports__item">
            <div className="exports__text">
              <span className="exports__label">{t(m.medicalRoster)}</span>
              <span className="exports__description">{t(m.medicalRosterText)}</span>
            </div>
            <Button variant="secondary" className="exports__download" onClick={() => setAskingMedical(true)}>
              {t(m.downloadMedical)}
            </Button>
          </li>
        </ul>
      </Card>

      <Card title={t(m.printable)}>
        <p className="exports__intro">{t(m.printableIntro)}</p>
        <ul className="exports__list">
          <li className="exports__item">
            <div className="exports__text">
              <span className="exports__label">{t(m.rosterSheet)}</span>
              <span className="exports__description">{t(m.rosterSheetText)}</span>
            </div>
            <Link className="btn btn--secondary exports__download" to="/t/$teamId/print-roster" params={{ teamId }}>
              {t(m.openRosterSheet)}
            </Link>
          </li>
          <li className="exports__item">
            <div className="exports__text">
              <span className="exports__label">{t(m.schedule)}</span>
              <span className="exports__description">{t(m.scheduleText)}</span>
            </div>
            <Link className="btn btn--secondary exports__download" to="/t/$teamId/print-schedule" params={{ teamId }}>
              {t(m.openSchedule)}
            </Link>
          </li>
        </ul>
      </Card>

      <Dialog
        open={askingMedical}
        onClose={() => setAskingMedical(false)}
        title={t(m.medicalWarningTitle)}
        description={t(m.medicalWarning)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskingMedical(false)}>
              {t(m.cancel)}
            </Button>
            <a
              className="btn btn--danger"
              href={exportHref(teamId, 'roster', { medical: true })}
              download
              onClick={() => setAskingMedical(false)}
            >
              {t(m.medicalConfirm)}
            </a>
          </>
        }
      />
    </div>
  )
}
