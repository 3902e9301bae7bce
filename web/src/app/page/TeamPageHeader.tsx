import { Suspense, useEffect } from 'react'
import type { Me } from '@teamspace/domain/account/account.schemas'
import { useT, type Translate } from '../../i18n/use-t'
import { productName } from '../product-name'
import { ProfileMenu } from '../shell/ProfileMenu'
import { useSignedInUser } from '../signed-in-user'
import type { PageMeta } from './page-meta'
import { pageText } from './page-text'
import './page.css'

interface TeamPageHeaderProps {
  page: PageMeta
  /** Where a page puts its actions (see PageActions): beside the title, on a phone as on wider screens. */
  actionsRef: (element: HTMLDivElement | null) => void
}

/**
 * The header of every signed-in page, as its route declares it: what the page is, and the person's menu. On a phone it
 * is one compact row (the title, a one-line subtitle, the page's actions); the person's menu is in the top bar there.
 */
export function TeamPageHeader({ page, actionsRef }: TeamPageHeaderProps) {
  const user = useSignedInUser()
  const { Heading, Subtitle } = page
  const t = useT()
  const title = pageText(page.title, t)
  // A heading or subtitle that needs data may be loaded with it (React.lazy): the plain words stand in meanwhile.
  const plainSubtitle = subtitleFor(page, user, t)
  const subtitle = Subtitle ? (
    <Suspense fallback={plainSubtitle}>
      <Subtitle />
    </Suspense>
  ) : (
    plainSubtitle
  )

  useEffect(() => {
    document.title = `${title} · Team Space`
    return () => {
      document.title = productName
    }
  }, [title])

  return (
    <header className="team-page-header">
      <div className="team-page-header__text">
        <h1>
          {Heading ? (
            <Suspense fallback={title}>
              <Heading />
            </Suspense>
          ) : (
            title
          )}
        </h1>
        {subtitle && <p className="team-page-header__subtitle">{subtitle}</p>}
      </div>
      <div className="team-page-header__side">
        <div className="team-page-header__profile">
          <ProfileMenu />
        </div>
        <div className="team-page-header__actions" ref={actionsRef} />
      </div>
    </header>
  )
}

const subtitleFor = ({ subtitle }: PageMeta, user: Me, t: Translate) =>
  typeof subtitle === 'function' ? subtitle(user, t) : subtitle && pageText(subtitle, t)
