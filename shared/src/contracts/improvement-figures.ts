import * as z from 'zod'
import { defineSchema } from './define-schema.ts'
import { improvementGroupSchema } from './improvement.ts'

/** How many days the project dashboard's figures reach back, at most (issue 42). */
export const maximumFigureDays = 90
/** Open groups the dashboard and the weekly digest name, the most end users first. */
export const topGroupCount = 5

/**
 * Where the console's "Improve" inbox of a version lives (first on the deployment page's Messages view, where chats
 * are read): the dashboard's and the digest's links go there.
 */
export const improveAreaPath = '/projects/deployment/?dpm=messages'

export const improvementFiguresQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({ days: z.coerce.number().int().min(1).max(maximumFigureDays).default(30) }),
)

/** One UTC day of a project's answers. A share is of the day's answers, null on a day without any. */
export const improvementDaySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    day: z.string(),
    answers: z.number().int().nonnegative(),
    answered: z.number().int().nonnegative(),
    declined: z.number().int().nonnegative(),
    thumbsDown: z.number().int().nonnegative(),
    answeredShare: z.number().min(0).max(1).nullable(),
    declinedShare: z.number().min(0).max(1).nullable(),
    thumbsDownShare: z.number().min(0).max(1).nullable(),
    /** Groups answered from the inbox that day (their Q&A pairs). */
    answersAdded: z.number().int().nonnegative(),
  }),
)
export type ImprovementDay = z.infer<typeof improvementDaySchema>

export const topImprovementGroupSchema = /* @__PURE__ */ defineSchema(() =>
  improvementGroupSchema.extend({ versionId: z.string(), versionName: z.string() }),
)
export type TopImprovementGroup = z.infer<typeof topImprovementGroupSchema>

export const improvementFiguresSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    /** Oldest first, one entry per day of the period, today last. */
    days: z.array(improvementDaySchema).max(maximumFigureDays),
    /** The project's open groups across its versions, the most end users first. */
    topGroups: z.array(topImprovementGroupSchema).max(topGroupCount),
    openGroupCount: z.number().int().nonnegative(),
    answersAdded: z.number().int().nonnegative(),
  }),
)
export type ImprovementFigures = z.infer<typeof improvementFiguresSchema>
