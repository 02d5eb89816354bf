import { improveAreaPath, topGroupCount } from '@platform/shared/contracts/improvement-figures'
import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { logger } from '../../platform/logger.ts'
import { sendMail } from '../../platform/mail.ts'
import { receivesEmails, unsubscribeCodeFor } from '../identity/index.ts'
import { listMembers } from '../organizations/index.ts'
import { requireProject } from '../projects/index.ts'
import { previousWeek, weekOf, weeksAfter } from './figure-calendar.ts'
import { projectGroups } from './get-improvement-figures.ts'
import { improvementDigestEmail } from './improvement-digest-email.ts'

/** The email topic an admin unsubscribes from (the digest's own link). */
const digestTopic = 'improvement-digests'
/** A sent digest's record is kept this many weeks: it makes the project a candidate again the next week. */
const digestRecordWeeks = 3

interface ProjectKey {
  organizationId: string
  projectId: string
}

/**
 * The weekly "Improve" digest (issue 42; EventBridge, or local mode's scheduler, on `scheduleDefinitions`' rate):
 * for each project whose inbox took questions last week or this week, or that was sent a digest last week, and
 * that has open groups now, its organization's admins who have not unsubscribed get the top open groups and a link
 * into the Improve inbox. The projects come from one key query per week (`improvementWeek`); each project's
 * digest is claimed for the week with one conditional write before any mail goes, so a doubled tick or a
 * redelivered event sends nothing twice.
 */
export async function sendImprovementDigests(
  now = new Date(),
): Promise<{ projects: number; sent: number; skipped: number }> {
  const week = weekOf(now)
  const candidates = new Map<string, ProjectKey>()
  const sentThisWeek = new Set<string>()
  for (const partition of [previousWeek(week), week]) {
    const { data } = await db().entities.improvementWeek.query.byWeek({ week: partition }).go({ pages: 'all' })
    for (const { organizationId, projectId, digestSentAt } of data) {
      candidates.set(`${organizationId}/${projectId}`, { organizationId, projectId })
      if (partition === week && digestSentAt) sentThisWeek.add(`${organizationId}/${projectId}`)
    }
  }
  // This week's digest went already: the claim would refuse it, after reading the project's groups for nothing.
  for (const sent of sentThisWeek) candidates.delete(sent)
  const totals = { projects: 0, sent: 0, skipped: 0 }
  for (const project of candidates.values()) {
    const sent = await sendDigestOf(project, week, now)
    if (sent === undefined) continue
    totals.projects += 1
    totals.sent += sent.sent
    totals.skipped += sent.skipped
  }
  return totals
}

async function sendDigestOf(key: ProjectKey, week: string, now: Date) {
  const { open } = await projectGroups(key)
  if (open.length === 0) return undefined
  const project = await requireProject(key).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined
    throw error
  })
  if (!project) return undefined
  if (!(await claimWeek(key, week, now))) return undefined
  const admins = (await listMembers(key.organizationId)).filter((member) => member.roleName === 'admin' && member.email)
  const origin = environment().APP_ORIGIN
  const counts = { sent: 0, skipped: 0 }
  for (const admin of admins) {
    if (!(await receivesEmails(digestTopic, admin.email))) {
      counts.skipped += 1
      continue
    }
    const message = improvementDigestEmail(admin.email, {
      projectName: project.name,
      openGroupCount: open.length,
      topGroups: open.slice(0, topGroupCount),
      inboxUrl: `${origin}${improveAreaPath}`,
      unsubscribeUrl: `${origin}/emails/unsubscribe/${digestTopic}/?code=${encodeURIComponent(unsubscribeCodeFor(digestTopic, admin.email))}`,
    })
    try {
      await sendMail(message)
      counts.sent += 1
    } catch (error) {
      // The week is claimed: one admin's failed address must not cost the others their digest.
      logger.error('improvement digest not sent to an admin', { error, ...key, week })
    }
  }
  return counts
}

/** Records the week's digest of the project, once: false when it is recorded already. */
async function claimWeek(key: ProjectKey, week: string, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.improvementWeek.upsert({ week, ...key, expiresAt: weeksAfter(week, digestRecordWeeks) })
      .set({ digestSentAt: now.toISOString() })
      .where((attributes, { notExists }) => notExists(attributes.digestSentAt))
      .go()
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}
