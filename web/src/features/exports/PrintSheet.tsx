import type { ReactNode } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import './exports.css'
import { exportsPageMessages as m } from './exports.messages'
import { printedOn } from './print-sheets'

/**
 * A page made to be printed: the team and what the sheet is as its heading, the day it was printed (in the team's
 * `timeZone`, as the sheet's other dates are), and a Print button that the printout leaves out (as it leaves out the
 * app's bars: see exports.css).
 */
export function PrintSheet({ title, timeZone, children }: { title: string; timeZone: string; children: ReactNode }) {
  const t = useT()
  const user = useSignedInUser()
  const teamId = useTeamId()
  const teamName = user.teams.find((team) => team.teamId === teamId)?.teamName ?? user.teamName
  return (
    <article className="print-sheet" aria-labelledby="print-sheet-title">
      <div className="print-sheet__actions">
        <Button variant="primary" onClick={() => window.print()}>
          {t(m.print)}
        </Button>
        <span className="print-sheet__hint">{t(m.printHint)}</span>
      </div>
      <header className="print-sheet__header">
        <h2 id="print-sheet-title" className="print-sheet__title">
          {teamName}: {title}
        </h2>
        <p className="print-sheet__date">{printedOn(new Date(), timeZone)}</p>
      </header>
      {children}
    </article>
  )
}

/** A sheet's table: on a narrow screen it scrolls sideways by itself, and the keyboard can scroll it too. */
export function SheetTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region takes focus, so that the keyboard can scroll it (as axe asks).
    <div className="print-sheet__scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="print-table">{children}</table>
    </div>
  )
}
