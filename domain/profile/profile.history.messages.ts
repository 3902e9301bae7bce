import { defineMessages, type Translations } from '../i18n/messages'

/** Profile changes in the coaches' history: the fields that changed, never their values. */
export const profileHistoryMessages = defineMessages('profile-history', {
  label: 'Profiles',
  field:
    '{field, select, name {name} phoneNumber {phone number} address {address} emergencyContact {emergency contact} emergencyPhone {emergency phone} other {privacy settings}}',
  updated: '{who} updated their {fields}.',
  updatedProfile: '{who} updated their profile.',
  accountDeleted: '{actor} deleted their account.',
})

export const profileHistoryTranslations: Translations<typeof profileHistoryMessages> = {
  de: {
    label: 'Profile',
    field:
      '{field, select, name {Name} phoneNumber {Telefonnummer} address {Adresse} emergencyContact {Notfallkontakt} emergencyPhone {Notfalltelefon} other {Privatsphäre-Einstellungen}}',
    updated: '{who} hat im Profil {fields} geändert.',
    updatedProfile: '{who} hat das eigene Profil aktualisiert.',
    accountDeleted: '{actor} hat das eigene Konto gelöscht.',
  },
  es: {
    label: 'Perfiles',
    field:
      '{field, select, name {el nombre} phoneNumber {el teléfono} address {la dirección} emergencyContact {el contacto de emergencia} emergencyPhone {el teléfono de emergencia} other {la configuración de privacidad}}',
    updated: '{who} actualizó {fields} de su perfil.',
    updatedProfile: '{who} actualizó su perfil.',
    accountDeleted: '{actor} eliminó su cuenta.',
  },
}
