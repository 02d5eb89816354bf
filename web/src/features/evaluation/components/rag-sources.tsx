import Badge from '@cloudscape-design/components/badge'
import Box from '@cloudscape-design/components/box'
import ExpandableSection from '@cloudscape-design/components/expandable-section'
import Link from '@cloudscape-design/components/link'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { RagPassage } from '@platform/shared/contracts/models'
import { useRef } from 'react'
import {
  cleanPassageText,
  distinctPassages,
  formatScore,
  passageLink,
  passageSourceLabels,
  passageTitle,
} from '../playground-format.ts'

/** Long passages are cut in the list; the whole text is in the knowledge or source it came from. */
const excerptLength = 400

function excerpt(text: string): string {
  return text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text
}

/** A passage's title, opening the page it was read from when it has one. */
function PassageTitle({ passage }: { passage: RagPassage }) {
  const link = passageLink(passage)
  if (!link) return <Box variant="strong">{passageTitle(passage)}</Box>
  return (
    <Link href={link} external fontSize="body-s">
      {passageTitle(passage)}
    </Link>
  )
}

/** The passages retrieval gave the model for one answer, best first, each once as clean text, closed until asked for. */
export function RagSources({ passages: retrieved }: { passages: readonly RagPassage[] }) {
  const section = useRef<HTMLDivElement>(null)
  const passages = distinctPassages(retrieved)
  if (passages.length === 0) return null
  return (
    <div className="playground-sources" ref={section}>
      <ExpandableSection
        variant="footer"
        headerText={`Sources (${passages.length})`}
        onChange={({ detail }) => {
          // Opened at the bottom of the conversation, the passages would stay below its scrolled edge.
          if (detail.expanded)
            requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
        }}
      >
        <div>
          {passages.map((passage) => (
            <div key={passage.id} className="playground-passage">
              <SpaceBetween size="xxs">
                <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                  <Badge color="blue">{passageSourceLabels[passage.source]}</Badge>
                  <PassageTitle passage={passage} />
                  <Box variant="small" color="text-body-secondary">
                    Score {formatScore(passage.score)}
                  </Box>
                </SpaceBetween>
                <Box variant="small">{excerpt(cleanPassageText(passage.text))}</Box>
              </SpaceBetween>
            </div>
          ))}
        </div>
      </ExpandableSection>
    </div>
  )
}
