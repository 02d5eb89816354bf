import { readFileSync } from 'node:fs'
import { App } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { PlatformStack } from './platform-stack.ts'

export const testStage = 'test'
export const testMailDomain = 'mail.example.test'

/** cdk.json's context (feature flags included), so tests synthesize what `cdk synth` would. */
export function projectContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
    context: Record<string, unknown>
  }
  return cdkJson.context
}

/** An app that skips esbuild: assertions look at templates, and bundling every handler would take most of the run. */
export function testApp(): App {
  return new App({ context: { ...projectContext(), 'aws:cdk:bundling-stacks': [] } })
}

export interface SynthesizedPlatform {
  stack: PlatformStack
  template: Template
  /** One per nested route stack, in the order of `stack.apiRoutes.stacks`. */
  routeTemplates: Template[]
}

let synthesized: SynthesizedPlatform | undefined

/**
 * The test stage's platform, synthesized once per test file (the stack test asked for it twice, each a whole
 * synthesis): the templates are read-only and a synthesized app takes no more constructs, so callers share it.
 */
export function synthesizePlatform(): SynthesizedPlatform {
  if (synthesized) return synthesized
  const stack = new PlatformStack(testApp(), 'assistant-test', { stage: testStage, mailDomain: testMailDomain })
  synthesized = {
    stack,
    template: Template.fromStack(stack),
    routeTemplates: stack.apiRoutes.stacks.map((routeStack) => Template.fromStack(routeStack)),
  }
  return synthesized
}
