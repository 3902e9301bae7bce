import type { Translation } from '@teamspace/domain/i18n/messages'
import type { languageMessages } from './language.messages'

export default {
  title: 'Idioma',
  label: 'Idioma de la app, los correos y las notificaciones',
  hint: 'Las fechas y horas también lo siguen. Tu elección se guarda en tu cuenta, en todos tus dispositivos.',
  saved: 'Idioma guardado.',
  saveFailed: 'No se pudo guardar tu idioma. Inténtalo de nuevo.',
} satisfies Translation<typeof languageMessages>
