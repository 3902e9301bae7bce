import type { Translation } from '@teamspace/domain/i18n/messages'
import type { libMessages } from './lib.messages'

export default {
  network: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  close: 'Cerrar',
  cancel: 'Cancelar',
  kept: 'Sin cobertura: guardado en este móvil. Se enviará cuando vuelva la cobertura.',
  tooBig:
    'No se pudo conectar con el servidor y esto es demasiado grande para guardarlo en este móvil hasta que vuelva la cobertura. Inténtalo de nuevo con cobertura.',
  waitingForSignal: 'Esperando cobertura…',
} satisfies Translation<typeof libMessages>
