import { chatMessageDecider, chatReadDecider, chatThreadDecider } from '@teamspace/domain/chat/chat.decider'
import { chatMessageStreamId, chatReadStreamId, chatThreadStreamId } from '@teamspace/domain/chat/chat.events'
import { commandStream } from '../../platform/commands/command-stream'

/** One stream per thread: its own facts (title, privacy, pin), never its messages. */
export const chatThreadStream = commandStream({
  type: 'chatthread',
  decider: chatThreadDecider,
  streamOf: (command) => chatThreadStreamId(command.data.threadId),
  // The route makes the id of a new thread: its stream cannot exist yet.
  creates: (command) => command.type === 'StartThread',
})

/**
 * One stream per message: posting needs no invariant across messages, so 50 members posting in one thread at
 * once write 50 fresh streams and never meet each other's writes.
 */
export const chatMessageStream = commandStream({
  type: 'chatmessage',
  decider: chatMessageDecider,
  streamOf: (command) => chatMessageStreamId(command.data.messageId),
  creates: (command) => command.type === 'PostMessage',
})

/** One member's read marker in one thread. */
export const chatReadStream = commandStream({
  type: 'chatread',
  decider: chatReadDecider,
  streamOf: (command) => chatReadStreamId(command.data.threadId, command.data.memberId),
})
