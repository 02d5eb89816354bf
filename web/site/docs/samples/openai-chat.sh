# sample: runs with API and SECRET (the API key's secret, on your server only) set
curl -s -H "authorization: Bearer $SECRET" -H 'content-type: application/json' \
  -d '{"model":"assistant","messages":[{"role":"user","content":"How do I reset my password?"}]}' \
  "$API/embed/v1/openai/chat/completions"
