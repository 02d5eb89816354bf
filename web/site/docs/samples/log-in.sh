# sample: runs with API set to the platform's API origin, e.g. http://127.0.0.1:3000/api
curl -s -c cookies.txt -H 'content-type: application/json' \
  -d '{"email":"ada@example.com","password":"correct horse 42"}' \
  "$API/auth/login"
