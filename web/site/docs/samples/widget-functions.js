// The assistant calls get_order_status (an agent function of your version); the widget runs it in your page
// and sends what it returns back to the assistant, which then answers with it.
AssistantWidget.init({
  embedId: 'emb_0123456789abcdefghij',
  functionsMap: {
    get_order_status: async ({ orderId }) => {
      const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}`)
      return response.ok ? await response.json() : { error: 'Order not found' }
    },
  },
})
