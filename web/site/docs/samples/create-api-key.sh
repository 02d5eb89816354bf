# sample: runs with BASE set to a version's API path and MODEL to a trained model's id
curl -s -b cookies.txt -H 'content-type: application/json' \
  -d "{\"modelId\":\"$MODEL\",\"name\":\"Website\",\"allowedDomains\":[\"www.example.com\"],\"ragEnabled\":true}" \
  "$BASE/models/api-keys"
