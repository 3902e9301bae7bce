import { Link } from '@tanstack/react-router'
import { csvExports, exportsMessages, type CsvExport } from '@teamspace/domain/exports/exports.constants'
import { useState } from 'react'
import { useTeamId } from '../../app/team/team-context'
import { Button, Card, Dialog } from '../../ui'
import { SeasonPicker } from '../results'
import { exportHref } from './exports-links'
import './exports.css'

const order: CsvExport[] = [
  'roster',
  'statsTotals',
  'statsGames',
  'attendancePlayers',
  'attendanceEvents',
  'volunteers',
]

/**
 * The coaches' downloads for the club: one link per CSV file, the roster with the children's medical data behind a
 * warning, and the printable sheets. Plain links, so they work with the keyboard and tell screen readers what
 * they are; the server refuses anyone but a coach.
 */
export function ExportsPage() {
  const teamId = useTeamId()
  const [askingMedical, setAskingMedical] = useState(false)
  const [seasonId, setSeasonId] = useState<string | null>(null)
  return (
    <div className="stack stack--loose">
      <Card title="Spreadsheet files">
        <p className="exports__intro">
          CSV files for Excel, Numbers or Google Sheets, with what the team space holds today. The stats, attendance and
          volunteer files hold one season.
        </p>
        <SeasonPicker value={seasonId} onChange={setSeasonId} />
        <ul className="exports__list">
          {order.map((what) => (
            <li key={what} className="exports__item">
              <div className="exports__text">
                <span className="exports__label">{csvExports[what].label}</span>
                <span className="exports__description">{csvExports[what].description}</span>
              </div>
              <a
                className="btn btn--secondary exports__download"
                href={exportHref(teamId, what, { season: seasonId })}
                download
              >
                {/* One run of text, so that the button's gap does not split it; the file's name is for screen readers. */}
                <span>
                  Download <span className="visually-hidden">{csvExports[what].label} </span>CSV
                </span>
              </a>
            </li>
          ))}
          <li className="exports__item">
            <div className="exports__text">
              <span className="exports__label">Roster with medical data</span>
              <span className="exports__description">
                The roster plus dates of birth, medical information and emergency contacts. Only when the club needs
                them.
              </span>
            </div>
            <Button variant="secondary" className="exports__download" onClick={() => setAskingMedical(true)}>
              Download with medical data…
            </Button>
          </li>
        </ul>
      </Card>

      <Card title="Printable sheets">
        <p className="exports__intro">A page to print or save as PDF, without the app around it.</p>
        <ul className="exports__list">
          <li className="exports__item">
            <div className="exports__text">
              <span className="exports__label">Roster and contact sheet</span>
              <span className="exports__description">
                Players with number and position, and how to reach their parents.
              </span>
            </div>
            <Link className="btn btn--secondary exports__download" to="/t/$teamId/print-roster" params={{ teamId }}>
              Open roster sheet
            </Link>
          </li>
          <li className="exports__item">
            <div className="exports__text">
              <span className="exports__label">Schedule</span>
              <span className="exports__description">Every upcoming practice, game and team event.</span>
            </div>
            <Link className="btn btn--secondary exports__download" to="/t/$teamId/print-schedule" params={{ teamId }}>
              Open schedule
            </Link>
          </li>
        </ul>
      </Card>

      <Dialog
        open={askingMedical}
        onClose={() => setAskingMedical(false)}
        title={exportsMessages.medicalWarningTitle}
        description={exportsMessages.medicalWarning}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskingMedical(false)}>
              Cancel
            </Button>
            <a
              className="btn btn--danger"
              href={exportHref(teamId, 'roster', { medical: true })}
              download
              onClick={() => setAskingMedical(false)}
            >
              {exportsMessages.medicalConfirm}
            </a>
          </>
        }
      />
    </div>
  )
}
