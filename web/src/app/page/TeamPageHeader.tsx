import { useEffect, type ReactNode } from 'react'
import { useSignedInUser } from '../signed-in-user'
import { ProfileMenu } from '../shell/ProfileMenu'

interface TeamPageHeaderProps {
  title: string
  subtitle?: ReactNode
  /** Page actions, shown under the title on phones and beside it on wider screens. */
  actions?: ReactNode
}

/** The header of every signed-in page: what the page is, which team, and the person's menu. */
export function TeamPageHeader({ title, subtitle, actions }: TeamPageHeaderProps) {
  const user = useSignedInUser()

  useEffect(() => {
    document.title = `${title} · Team Space`
    return () => {
      document.title = 'Team Space'
    }
  }, [title])

  return (
    <header className="team-page-header">
      <div className="team-page-header__text">
        <h1>{title}</h1>
        {subtitle && <p className="team-page-header__subtitle">{subtitle}</p>}
        <p className="team-page-header__team">
          Team ID: <span className="team-id">{user.teamId}</span>
        </p>
      </div>
      <div className="team-page-header__side">
        <ProfileMenu />
        {actions && <div className="team-page-header__actions">{actions}</div>}
      </div>
    </header>
  )
}
