import {
  displayPhone,
  telHref,
  type DirectoryDetail,
  type DirectoryMember,
} from '@teamspace/domain/directory/directory.schemas'
import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Badge } from '../../ui'
import { directoryMessages as m } from './directory.messages'

/** Marks a detail the member hides from other families: the reader sees it as a coach (or as its owner). */
function CoachesOnly() {
  const t = useT()
  return <span className="directory-card__private">{t(m.coachesOnly)}</span>
}

function Detail({ label, detail, children }: { label: string; detail: DirectoryDetail; children: ReactNode }) {
  return (
    <div className="directory-card__row">
      <dt>{label}</dt>
      <dd>
        {children}
        {detail.coachesOnly && <CoachesOnly />}
      </dd>
    </div>
  )
}

/** One member of the team: role, children, and the contact details the server let the reader see. */
export function MemberCard({ member }: { member: DirectoryMember }) {
  const t = useT()
  const roleLabel = useRoleLabel()
  const titleId = useId()
  const { phone, email, address, emergencyContact, emergencyPhone } = member
  const hasContact = Boolean(phone ?? email ?? address)
  const hasEmergency = Boolean(emergencyContact ?? emergencyPhone)
  return (
    <article
      className={member.isCoach ? 'directory-card directory-card--coach' : 'directory-card'}
      aria-labelledby={titleId}
    >
      <header className="directory-card__header">
        <h2 id={titleId} className="directory-card__name">
          {member.name}
        </h2>
        <div className="directory-card__badges">
          <Badge tone={member.isCoach ? 'success' : 'neutral'}>{roleLabel(member.role)}</Badge>
          {member.isYou && <Badge tone="warning">{t(m.you)}</Badge>}
        </div>
      </header>
      {member.children.length > 0 && (
        <p className="directory-card__children">
          <span className="muted">{t(m.children, { count: member.children.length })}</span>
          {member.children.map((child) => child.name).join(', ')}
        </p>
      )}
      {hasContact ? (
        <dl className="directory-card__details">
          {phone && (
            <Detail label={t(m.phone)} detail={phone}>
              <a href={telHref(phone.value)}>{displayPhone(phone.value)}</a>
            </Detail>
          )}
          {email && (
            <Detail label={t(m.email)} detail={email}>
              <a href={`mailto:${email.value}`}>{email.value}</a>
            </Detail>
          )}
          {address && (
            <Detail label={t(m.address)} detail={address}>
              <span className="directory-card__address">{address.value}</span>
            </Detail>
          )}
        </dl>
      ) : (
        <p className="muted directory-card__none">{t(m.noContact)}</p>
      )}
      {hasEmergency && (
        <section className="directory-card__emergency" aria-label={t(m.emergencyContactOf, { name: member.name })}>
          <h3>
            {t(m.emergencyContact)} <CoachesOnly />
          </h3>
          <p>
            {emergencyContact}
            {emergencyContact && emergencyPhone && ' · '}
            {emergencyPhone && <a href={telHref(emergencyPhone)}>{displayPhone(emergencyPhone)}</a>}
          </p>
        </section>
      )}
    </article>
  )
}
