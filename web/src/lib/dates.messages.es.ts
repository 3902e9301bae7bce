import type { Translation } from '@teamspace/domain/i18n/messages'
import type { datesMessages } from './dates.messages'

export default { unknown: 'Desconocida' } satisfies Translation<typeof datesMessages>
