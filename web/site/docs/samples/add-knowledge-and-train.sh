# sample: runs with API, ORG, PROJECT, VERSION set and a session cookie in cookies.txt (curl -c after login)
BASE="$API/organizations/$ORG/projects/$PROJECT/versions/$VERSION"

# Add a question and answer pair to the version's knowledge
curl -s -b cookies.txt -H 'content-type: application/json' \
  -d '{"prompt":"How do I reset my password?","completion":"Open Log in, choose Forgot password and enter the code we email you."}' \
  "$BASE/knowledge"

# See what training will cost, then start it
curl -s -b cookies.txt "$BASE/training/limits-and-estimates"
curl -s -b cookies.txt -X POST -H 'content-type: application/json' -d '{}' "$BASE/training"
