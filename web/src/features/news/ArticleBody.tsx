import { Fragment } from 'react'
import { contentBlocks, textParts } from './news-content'

/** A line as text, with its http(s) addresses as links (opened in a new tab); React escapes everything else. */
export function TextWithLinks({ text }: { text: string }) {
  return textParts(text).map((part, partIndex) =>
    part.kind === 'link' ? (
      <a key={partIndex} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    ) : (
      <Fragment key={partIndex}>{part.text}</Fragment>
    ),
  )
}

/** An article's text as text: React escapes every character, and only http(s) addresses become links. */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="news-body">
      {contentBlocks(content).map((block, index) => {
        if (block.kind === 'divider') return <hr key={index} className="news-body__divider" />
        if (block.kind === 'break') return <div key={index} className="news-body__break" aria-hidden="true" />
        return (
          <p key={index} className="news-body__line">
            <TextWithLinks text={block.text} />
          </p>
        )
      })}
    </div>
  )
}
