import { defineMessages, type Translations } from '../i18n/messages'

/** Reminders and confirmations of schedule changes in the coaches' history. */
export const remindersHistoryMessages = defineMessages('reminders-history', {
  label: 'Reminders',
  lead: '{hours} hours before',
  leadOff: '{actor} turned availability reminders off.',
  leadSet: '{actor} set availability reminders to {lead}.',
  reminded: '{actor} reminded the families of {count, plural, one {# child} other {# children}} to answer{event}.',
  noneNeeded: 'Everyone had answered{event}: no reminder was needed.',
  acknowledged: '{actor} saw the schedule change{event}.',
})

export const remindersHistoryTranslations: Translations<typeof remindersHistoryMessages> = {
  de: {
    label: 'Erinnerungen',
    lead: '{hours} Stunden vorher',
    leadOff: '{actor} hat die Erinnerungen an die Verfügbarkeit ausgeschaltet.',
    leadSet: '{actor} hat die Erinnerungen an die Verfügbarkeit auf {lead} gestellt.',
    reminded:
      '{actor} hat die Familien von {count, plural, one {einem Kind} other {# Kindern}}{event} an ihre Antwort erinnert.',
    noneNeeded: 'Alle hatten{event} geantwortet: Es war keine Erinnerung nötig.',
    acknowledged: '{actor} hat die Terminänderung{event} gesehen.',
  },
  es: {
    label: 'Recordatorios',
    lead: '{hours} horas antes',
    leadOff: '{actor} desactivó los recordatorios de disponibilidad.',
    leadSet: '{actor} fijó los recordatorios de disponibilidad en {lead}.',
    reminded:
      '{actor} recordó a las familias de {count, plural, one {# niño} other {# niños}} que respondieran{event}.',
    noneNeeded: 'Todos habían respondido{event}: no hizo falta ningún recordatorio.',
    acknowledged: '{actor} vio el cambio de horario{event}.',
  },
}
