import { Suspense } from 'react'
import { useT } from '../../i18n/use-t'
import { Button, Dialog, Spinner } from '../../ui'
import { ProfileForm } from '../profile'
import { directoryMessages as m } from './directory.messages'

/** Edit My Profile: the same form and command as the Profile page, in a dialog over the directory. */
export function EditProfileDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT()
  return (
    <Dialog open onClose={onClose} title={t(m.editProfile)} description={t(m.editDescription)}>
      <Suspense fallback={<Spinner label={t(m.loadingProfile)} showLabel />}>
        <ProfileForm
          onSaved={onSaved}
          secondaryAction={
            <Button type="button" onClick={onClose}>
              {t(m.cancel)}
            </Button>
          }
        />
      </Suspense>
    </Dialog>
  )
}
