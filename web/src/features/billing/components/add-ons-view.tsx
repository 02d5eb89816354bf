import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Cards from '@cloudscape-design/components/cards'
import type { AddOn } from '@platform/shared/contracts/billing'
import { useCreateOrder } from '../api/create-order.ts'
import { useAddOns } from '../api/list-add-ons.ts'
import { openCheckout } from '../checkout.ts'
import { describeAddOn, formatPrice } from '../money.ts'
import { useVerifyCheckout } from './use-checkout-return.ts'

/** Add-ons bought on top of the plan through the gateway; they last until the plan changes. */
export function AddOnsView({ organizationId }: { organizationId: string }) {
  const addOns = useAddOns(organizationId)
  const createOrder = useCreateOrder(organizationId)
  const verify = useVerifyCheckout(organizationId)

  async function buy(addOn: AddOn) {
    const checkout = await createOrder.mutateAsync({ addOnId: addOn.id })
    await openCheckout(checkout, '/orgs/settings/billing/?bt=add-ons', (result) => void verify(result))
  }

  return (
    <Cards
      loading={addOns.isPending}
      loadingText="Loading add-ons"
      items={addOns.data ?? []}
      trackBy="id"
      cardDefinition={{
        header: (addOn) => addOn.name,
        sections: [
          { id: 'description', content: (addOn) => addOn.description },
          { id: 'gives', header: 'Adds', content: (addOn) => describeAddOn(addOn) },
          { id: 'price', header: 'Price', content: (addOn) => formatPrice(addOn.priceMinor, addOn.currency) },
          {
            id: 'buy',
            content: (addOn) => (
              <Button
                ariaLabel={`Buy ${addOn.name}`}
                loading={createOrder.isPending && createOrder.variables?.addOnId === addOn.id}
                onClick={() => void buy(addOn)}
              >
                Buy
              </Button>
            ),
          },
        ],
      }}
      empty={<Box textAlign="center">No add-ons are offered.</Box>}
    />
  )
}
