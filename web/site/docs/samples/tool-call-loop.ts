// On your server, without the widget: answer the assistant's tool calls until it replies in words.
interface ToolCall {
  id: string
  name: string
  arguments: Record<string, unknown>
}
interface ChatData {
  assistantMessage: string
  action: string | null
  toolCalls: ToolCall[]
}

export async function ask(
  question: string,
  tools: Record<string, (args: Record<string, unknown>) => Promise<unknown>>,
): Promise<string> {
  const send = async (body: Record<string, unknown>): Promise<ChatData> => {
    const response = await fetch('https://console.example.com/api/embed/v1/chat', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-embed-id': 'emb_0123456789abcdefghij',
        origin: 'https://www.example.com',
      },
      body: JSON.stringify({ identifier: 'user-42', configuredFunctions: Object.keys(tools), ...body }),
    })
    return ((await response.json()) as { data: ChatData }).data
  }
  let reply = await send({ message: question })
  while (reply.toolCalls.length > 0) {
    for (const call of reply.toolCalls) {
      const result = await tools[call.name]?.(call.arguments)
      reply = await send({ message: JSON.stringify(result ?? null), functionCallId: call.id })
    }
  }
  return reply.assistantMessage
}
