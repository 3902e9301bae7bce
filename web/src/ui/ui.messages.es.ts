import type { Translation } from '@teamspace/domain/i18n/messages'
import type { uiMessages } from './ui.messages'

export default {
  close: 'Cerrar',
  cancel: 'Cancelar',
  loading: 'Cargando…',
  notAvailableOffline: 'No disponible sin conexión',
  notAvailableOfflineText: 'Esta página no se guardó en este móvil. Se cargará cuando vuelvas a tener conexión.',
  cannotReachServer: 'No se puede conectar con el servidor',
  cannotReachServerText:
    'Esta página no se guardó en este móvil y la cobertura es demasiado débil para cargarla. Se cargará sola cuando responda el servidor.',
  tryAgain: 'Intentar de nuevo',
  retry: 'Reintentar',
  goToDashboard: 'Ir al inicio',
  notFound: 'No encontrado',
  notFoundText: 'Esta página o elemento no existe o se ha eliminado.',
  noAccess: 'No tienes acceso',
  noAccessText:
    'Esta parte del espacio del equipo no está abierta para ti. Pregunta a un entrenador si crees que debería.',
  somethingWentWrong: 'Algo ha salido mal',
  couldNotLoad: 'No se pudo cargar la página. Comprueba tu conexión e inténtalo de nuevo.',
} satisfies Translation<typeof uiMessages>
