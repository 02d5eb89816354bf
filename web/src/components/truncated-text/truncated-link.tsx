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
}: {
  href: string
  text?: string
  external?: boolean
}) {
  return (
    <span className="truncated-link" title={text}>
      <Link href={href} external={external}>
        {text}
      </Link>
    </span>
  )
}
