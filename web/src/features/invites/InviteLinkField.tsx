import { Field } from '../../ui'
import './invites.css'

/** The link itself, for people who would rather paste it into a text message by hand. */
export function InviteLinkField({ link }: { link: string | undefined }) {
  return (
    <Field label="Invite link" hint="Anyone with this link can join. Share it only with the person you invite.">
      {(control) => (
        <textarea
          {...control}
          className="invite-link"
          readOnly
          rows={3}
          value={link ?? 'Creating link…'}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Field>
  )
}
