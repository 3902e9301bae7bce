import { useT } from '../../i18n/use-t'
import { Field } from '../../ui'
import { invitesMessages as m } from './invites.messages'
import './invites.css'

/** The link itself, for people who would rather paste it into a text message by hand. */
export function InviteLinkField({ link }: { link: string | undefined }) {
  const t = useT()
  return (
    <Field label={t(m.inviteLink)} hint={t(m.inviteLinkHint)}>
      {(control) => (
        <textarea
          {...control}
          className="link-text"
          readOnly
          rows={3}
          value={link ?? t(m.creatingLink)}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Field>
  )
}
