import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileCalendarFeedMessages } from './profile-calendar-feed.messages'

export default {
  title: 'Suscripción al calendario',
  createFailed: 'No se pudo crear el enlace del calendario. Vuelve a intentarlo.',
  resetFailed: 'No se pudo restablecer el enlace del calendario. Vuelve a intentarlo.',
  copied: '¡Enlace del calendario copiado!',
  copyFailed: 'No se pudo copiar el enlace. Vuelve a intentarlo.',
  confirmReset:
    '¿Restablecer el enlace del calendario? Los calendarios suscritos con el enlace actual dejarán de actualizarse al momento; tendrás que suscribirte de nuevo con el nuevo enlace.',
  allTeamsTitle: 'Calendario de todos mis equipos',
  teamIntro:
    'Consulta los partidos, entrenamientos y eventos del equipo en la app de calendario de tu móvil u ordenador. Los cambios aparecen solos; la mayoría de apps de calendario miran cada 15 minutos, Google Calendar con menos frecuencia.',
  allTeamsIntro:
    'Consulta los partidos, entrenamientos y eventos de todos tus equipos, cada uno con el nombre de su equipo, en la app de calendario de tu móvil u ordenador. Los cambios aparecen solos; la mayoría de apps de calendario miran cada 15 minutos, Google Calendar con menos frecuencia.',
  loading: 'Cargando el enlace de tu calendario…',
  loadFailed: 'No se pudo cargar el enlace de tu calendario. Vuelve a intentarlo.',
  tryAgain: 'Reintentar',
  yourLink: 'El enlace de tu calendario',
  teamLinkHint:
    'Cópialo ahora: por tu privacidad solo se muestra esta vez. Cualquiera con el enlace puede ver el calendario del equipo, así que no lo compartas con nadie.',
  allTeamsLinkHint:
    'Cópialo ahora: por tu privacidad solo se muestra esta vez. Cualquiera con el enlace puede ver los calendarios de todos tus equipos, así que no lo compartas con nadie.',
  openInApp: 'Abrir en la app de calendario',
  copyLink: 'Copiar enlace',
  stepApple: 'iPhone, iPad, Mac: «Abrir en la app de calendario» y luego Suscribirse.',
  stepGoogle: 'Google Calendar: Otros calendarios → + → Desde URL, y pega el enlace.',
  stepOutlook: 'Outlook: Agregar calendario → Suscribirse desde la web, y pega el enlace.',
  made: 'Creaste un enlace de calendario el {date}. No se puede volver a mostrar, porque Team Space solo guarda una huella de él (un hash), no el enlace. Para suscribirte en otro dispositivo, restablécelo: recibirás un enlace nuevo y el antiguo dejará de funcionar.',
  none: 'Todavía no tienes enlace de calendario.',
  resetLink: 'Restablecer enlace',
  createLink: 'Crear enlace de calendario',
  resetTitle: '¿Restablecer el enlace del calendario?',
} satisfies Translation<typeof profileCalendarFeedMessages>
