import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import { emptyContact } from './player-form'
import { rosterFormMessages as m } from './roster-form.messages'
import type { PlayerForm } from './use-player-form'

// The player schema's limit on emergency contacts.
const MAX_CONTACTS = 5

/** Who to call when a parent cannot be reached: name, relationship, phone, and which one to call first. */
export function EmergencyContactFields({ form }: { form: PlayerForm }) {
  const t = useT()
  return (
    <form.Field name="emergencyContacts" mode="array">
      {(list) => (
        <div className="contact-list">
          {list.state.value.map((_, index) => (
            <fieldset key={index} className="contact-card">
              <legend className="contact-card__legend">{t(m.emergencyContact, { number: index + 1 })}</legend>
              <form.AppField name={`emergencyContacts[${index}].name`}>
                {(field) => <field.TextField label={t(m.contactName)} required autoComplete="off" />}
              </form.AppField>
              <div className="field-pair">
                <form.AppField name={`emergencyContacts[${index}].relationship`}>
                  {(field) => (
                    <field.TextField
                      label={t(m.relationship)}
                      autoComplete="off"
                      placeholder={t(m.relationshipPlaceholder)}
                    />
                  )}
                </form.AppField>
                <form.AppField name={`emergencyContacts[${index}].phoneNumber`}>
                  {(field) => (
                    <field.TextField label={t(m.phoneNumber)} required type="tel" inputMode="tel" autoComplete="off" />
                  )}
                </form.AppField>
              </div>
              <div className="contact-card__footer">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={list.state.value[index]?.isPrimary ?? false}
                    onChange={(event) =>
                      // One primary contact: choosing another one moves it.
                      list.handleChange((contacts) =>
                        contacts.map((contact, at) => ({
                          ...contact,
                          isPrimary:
                            at === index ? event.target.checked : event.target.checked ? false : contact.isPrimary,
                        })),
                      )
                    }
                  />
                  {t(m.primaryContact)}
                </label>
                <Button variant="ghost" onClick={() => list.removeValue(index)}>
                  {t(m.removeContact, { number: index + 1 })}
                </Button>
              </div>
            </fieldset>
          ))}
          {list.state.value.length < MAX_CONTACTS && (
            <div>
              <Button variant="ghost" onClick={() => list.pushValue(emptyContact())}>
                {t(m.addContact)}
              </Button>
            </div>
          )}
        </div>
      )}
    </form.Field>
  )
}
