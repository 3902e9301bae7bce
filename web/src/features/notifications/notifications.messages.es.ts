import type { Translation } from '@teamspace/domain/i18n/messages'
import type { notificationsMessages } from './notifications.messages'

export default {
  cardTitle: 'Notificaciones en este móvil',
  intro: 'Recibe una notificación en este dispositivo cuando cambie algo en este equipo.',
  turnOn: 'Activar notificaciones',
  turnOff: 'Desactivar en este dispositivo',
  on: 'Las notificaciones de este equipo están activadas en este dispositivo.',
  unsupported:
    'Este navegador no puede mostrar notificaciones de Team Space. En un iPhone, añade primero Team Space a tu pantalla de inicio.',
  unavailable: 'Las notificaciones aún no están disponibles. Recarga la página y vuelve a intentarlo.',
  denied:
    'Las notificaciones están bloqueadas para este sitio. Permítelas en los ajustes de tu navegador y vuelve a intentarlo.',
  failed: 'No se pudieron activar las notificaciones. Vuelve a intentarlo.',
  waiting: 'Esperando a que el navegador active las notificaciones…',
  noPushService:
    'Este navegador no tiene servicio push, así que no puede recibir notificaciones. Prueba otro navegador en este dispositivo, como Chrome, Firefox o Safari.',
  kindsHint:
    'Para este equipo, en todos los dispositivos donde actives las notificaciones. Puedes elegir antes de activarlas.',
  saveFailed: 'No se pudieron guardar tus preferencias de notificaciones. Vuelve a intentarlo.',
  saved: 'Preferencias de notificaciones guardadas.',
  kindsLegend: 'Avísame de',
  tooManyDevices:
    'Las notificaciones ya están activadas en {count} de tus dispositivos para este equipo. Desactívalas en uno que ya no uses y vuelve a intentarlo.',
  perTeam: 'En {teamName}: cada uno de tus equipos tiene su propio ajuste.',
  checking: 'Comprobando este dispositivo…',
  loadingChoices: 'Cargando tus preferencias de notificaciones…',
} satisfies Translation<typeof notificationsMessages>
