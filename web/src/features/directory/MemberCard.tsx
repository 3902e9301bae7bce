import {
  directoryMessages,
  displayPhone,
  telHref,
  type DirectoryDetail,
  type DirectoryMember,
} from '@teamspace/domain/directory/directory.schemas'
import { roleLabels } from '@teamspace/domain/shared/roles'
import { useId, type ReactNode } from 'react'
import { Badge } from '../../ui'

/** Marks a detail the member hides from other families: the reader sees it as a coach (or as its owner). */
function CoachesOnly() {
  return <span className="directory-card__private">{directoryMessages.coachesOnly}</span>
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
          <Badge tone={member.isCoach ? 'success' : 'neutral'}>{roleLabels[member.role]}</Badge>
          {member.isYou && <Badge tone="warning">You</Badge>}
        </div>
      </header>
      {member.children.length > 0 && (
        <p className="directory-card__children">
          <span className="muted">{member.children.length === 1 ? 'Child: ' : 'Children: '}</span>
          {member.children.map((child) => child.name).join(', ')}
        </p>
      )}
      {hasContact ? (
        <dl className="directory-card__details">
          {phone && (
            <Detail label="Phone" detail={phone}>
              <a href={telHref(phone.value)}>{displayPhone(phone.value)}</a>
            </Detail>
          )}
          {email && (
            <Detail label="Email" detail={email}>
              <a href={`mailto:${email.value}`}>{email.value}</a>
            </Detail>
          )}
          {address && (
            <Detail label="Address" detail={address}>
              <span className="directory-card__address">{address.value}</span>
            </Detail>
          )}
        </dl>
      ) : (
        <p className="muted directory-card__none">No contact details shared.</p>
      )}
      {hasEmergency && (
        <section className="directory-card__emergency" aria-label={`Emergency contact of ${member.name}`}>
          <h3>
            Emergency contact <CoachesOnly />
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
