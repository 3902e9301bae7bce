/* eslint-disable no-restricted-syntax -- the one place that shows react-intl's rich messages, for the app */
import type { Message } from '@teamspace/domain/i18n/messages'
import { type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { pseudoLocaleOn, pseudoLocalize } from './pseudo'

/** What a rich message's arguments take: words, numbers and elements, and a function per tag of its text. */
export type RichValues = Record<string, ReactNode | Date | ((chunks: ReactNode[]) => ReactNode)>

const pseudoNode = (node: ReactNode): ReactNode => (typeof node === 'string' ? pseudoLocalize(node) : node)

/** The tags' words too, in the pseudo-locale: each tag's function is given them accented and longer. */
const pseudoValues = (values: RichValues | undefined): RichValues | undefined =>
  values &&
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function' ? (chunks: ReactNode[]) => value(chunks.map(pseudoNode)) : value,
    ]),
  )

/**
 * A message whose words hold elements (`<strong>`, a link), in the person's language: what `t()` is for plain words.
 * Its words show in the pseudo-locale like every other message's, so a layout check sees them too.
 */
export function RichText({ message, values }: { message: Message; values?: RichValues }) {
  if (!pseudoLocaleOn()) {
    return <FormattedMessage id={message.id} defaultMessage={message.defaultMessage} values={values} />
  }
  return (
    <FormattedMessage id={message.id} defaultMessage={message.defaultMessage} values={pseudoValues(values)}>
      {(nodes) => <>{nodes.map(pseudoNode)}</>}
    </FormattedMessage>
  )
}
