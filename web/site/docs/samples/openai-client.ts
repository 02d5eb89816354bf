import OpenAI from 'openai'

// Your server only: the secret never goes to a browser.
const openai = new OpenAI({
  baseURL: 'https://console.example.com/api/embed/v1/openai',
  apiKey: process.env.ASSISTANT_SECRET,
})

const reply = await openai.chat.completions.create({
  model: 'assistant',
  messages: [{ role: 'user', content: 'How do I reset my password?' }],
})
console.log(reply.choices[0]?.message.content)
