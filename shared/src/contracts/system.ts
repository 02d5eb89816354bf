import * as z from 'zod'
import { defineSchema } from './define-schema.ts'

export const dependencyStatusSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: z.string(),
    status: z.enum(['ok', 'unavailable', 'disabled']),
    latencyMs: z.number().optional(),
    detail: z.string().optional(),
  }),
)

export const healthSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    mode: z.enum(['local', 'cloud']),
    version: z.string(),
    time: z.string(),
    dependencies: z.array(dependencyStatusSchema),
  }),
)

export type Health = z.infer<typeof healthSchema>
export type DependencyStatus = z.infer<typeof dependencyStatusSchema>
