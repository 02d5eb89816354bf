import type { Faq } from '@platform/shared/contracts/version-content'
import { ContentTable } from '../../../components/content-table/content-table.tsx'
import { formatDate } from '../../../lib/format-date.ts'
import { readOnlyReason, type VersionContext } from '../../versions/index.ts'
import { useDeleteFaq } from '../api/delete-faq.ts'
import { useFaqs } from '../api/list-faqs.ts'
import { faqForm } from '../content-forms.ts'

/** The version's FAQs: questions with the exact answer the assistant should give. */
export function FaqsTable({ context }: { context: VersionContext }) {
  return (
    <ContentTable<Faq>
      version={context}
      readOnlyText={readOnlyReason(context)}
      title="FAQs"
      description="Frequently asked questions with the answer the assistant should give, word for word."
      singular="FAQ"
      plural="FAQs"
      capitalized="FAQ"
      useList={useFaqs}
      useDelete={useDeleteFaq}
      describe={(faq) => faq.question}
      emptyText="Add the questions your support team answers most, with the answer you want given."
      form={faqForm}
      columns={[
        { id: 'question', header: 'Question', isRowHeader: true, cell: (faq) => faq.question },
        {
          id: 'answer',
          header: 'Answer',
          cell: (faq) => (faq.answer.length > 240 ? `${faq.answer.slice(0, 240)}…` : faq.answer),
        },
        { id: 'updated', header: 'Updated', cell: (faq) => formatDate(faq.updatedAt) },
      ]}
    />
  )
}
