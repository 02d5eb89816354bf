# sample: runs with API and EMBED_ID set; the Origin must be one of the key's allowed domains
curl -s -H "x-embed-id: $EMBED_ID" -H 'origin: https://www.example.com' -H 'content-type: application/json' \
  -d '{"identifier":"user-42","new":false,"message":"How do I reset my password?","markdown":true,"configuredActions":["Open account settings"]}' \
  "$API/embed/v1/chat"
