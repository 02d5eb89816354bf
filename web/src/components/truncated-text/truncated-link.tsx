import Link from '@cloudscape-design/components/link'
import './truncated-link.css'

/**
 * A long address (a URL, a file name) in a table cell: one line, cut with an ellipsis, the whole of it in the
 * tooltip and in the link. Long unbroken strings otherwise squeeze the other columns until their words break.
 */
export function TruncatedLink({
  href,
  text = href,
  external = true,
  maxWidth,
}: {
  href: string
  text?: string
  external?: boolean
  /** Narrower than the default where the link shares a row with long text, e.g. a Source column. */
  maxWidth?: number
}) {
  return (
    <span className="truncated-link" title={text} style={maxWidth ? { maxWidth } : undefined}>
      <Link href={href} external={external}>
        {text}
      </Link>
    </span>
  )
}
