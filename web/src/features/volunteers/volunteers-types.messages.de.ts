import type { Translation } from '@teamspace/domain/i18n/messages'
import type { volunteerTypeMessages } from './volunteers-types.messages'

export default {
  snacks: 'Verpflegung',
  setup: 'Aufbau',
  cleanup: 'Abbau',
  transportation: 'Fahrdienst',
  equipment: 'Material',
  other: 'Sonstiges',
  snacksDescription: 'Bring gesunde Snacks und Getränke für die Spieler mit.',
  setupDescription: 'Hilf vor dem Anpfiff beim Aufstellen der Tore, Netze und Eckfahnen.',
  cleanupDescription: 'Hilf beim Abbauen der Tore, Einsammeln der Bälle und Aufräumen des Platzes.',
  transportationDescription: 'Fahr Spieler, die eine Mitfahrgelegenheit brauchen, zum Platz und wieder nach Hause.',
  equipmentDescription: 'Bring die Teamtasche mit: Bälle, Leibchen, Hütchen, Pumpe und den Erste-Hilfe-Koffer.',
  otherDescription: 'Pack mit an, wo das Team dich braucht.',
} satisfies Translation<typeof volunteerTypeMessages>
