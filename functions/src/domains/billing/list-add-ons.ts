import type { AddOn } from '@platform/shared/contracts/billing'
import { billingCatalogue, toAddOn } from './catalogue.ts'

export async function listAddOns(): Promise<AddOn[]> {
  return billingCatalogue().addOns.map(toAddOn)
}
