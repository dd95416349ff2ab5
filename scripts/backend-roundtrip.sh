#!/usr/bin/env bash
# A whole account's life with curl against `npm run backend` (routes at the root), as any community
# client would live it: register -> log in -> bookmarks -> progress -> settings -> group order ->
# sessions -> delete. Starts its own backend on a temporary data folder; exits non-zero on the first
# answer that is not what the contract says.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${ROUNDTRIP_PORT:-8097}
base="http://127.0.0.1:$port"
data=$(mktemp -d)
passphrase='awkward safe differ large subway junk gallery flight left glue fault glory'

# What `npm run backend` runs, started directly so the EXIT trap stops the server itself.
PORT=$port HOST=127.0.0.1 DATA_DIR=$data node --import tsx server/standalone.ts > "$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do curl -sf "$base/meta" > /dev/null && break; sleep 0.1; done

# call METHOD PATH EXPECTED_STATUS [BODY] -> prints the answer body; fails on another status.
call() {
  local method=$1 path=$2 expected=$3 body=${4:-}
  local args=(-s -o "$data/body" -w '%{http_code}' -X "$method" "$base$path")
  [ -n "${token:-}" ] && args+=(-H "Authorization: Bearer $token")
  [ -n "$body" ] && args+=(-H 'Content-Type: application/json' --data "$body")
  local status
  status=$(curl "${args[@]}")
  if [ "$status" != "$expected" ]; then
    echo "FAIL $method $path: expected $expected, got $status: $(cat "$data/body")" >&2
    exit 1
  fi
  cat "$data/body"
}
# field JSON EXPRESSION -> a value from a JSON answer, e.g. field "$answer" '.user.id'
field() { node -e 'const v = JSON.parse(process.argv[1]); console.log(eval("v" + process.argv[2]))' "$1" "$2"; }
ok() { echo "ok  $*"; }

public_key=$(node --import tsx scripts/passphrase-keys.ts "$passphrase")
device='aXYtaXYtaXYtaXYtaXYh.ZW5jcnlwdGVkIGRldmljZQ==.dGFnLXRhZy10YWctdGFnIQ=='
profile='{"colorA":"#2E65CF","colorB":"#2E65CF","icon":"bookmark"}'

code=$(field "$(call POST /auth/register/start 200 '{}')" .challenge)
signature=$(node --import tsx scripts/passphrase-keys.ts "$passphrase" "$code")
registered=$(call POST /auth/register/complete 200 "{\"publicKey\":\"$public_key\",\"challenge\":{\"code\":\"$code\",\"signature\":\"$signature\"},\"namespace\":\"movie-web\",\"device\":\"$device\",\"profile\":$profile}")
user=$(field "$registered" .user.id)
ok "register: user $user, nickname $(field "$registered" .user.nickname)"

code=$(field "$(call POST /auth/login/start 200 "{\"publicKey\":\"$public_key\"}")" .challenge)
signature=$(node --import tsx scripts/passphrase-keys.ts "$passphrase" "$code")
token=$(field "$(call POST /auth/login/complete 200 "{\"publicKey\":\"$public_key\",\"challenge\":{\"code\":\"$code\",\"signature\":\"$signature\"},\"device\":\"$device\",\"namespace\":\"movie-web\"}")" .token)
[ "$(field "$(call GET /users/@me 200)" .user.id)" = "$user" ] && ok "log in: /users/@me is $user"

call PUT "/users/$user/bookmarks" 200 '[{"tmdbId":"329865","meta":{"title":"Arrival","year":2016,"type":"movie"},"group":"Sci-fi"},{"tmdbId":"70523","meta":{"title":"Dark","year":2017,"type":"show"}}]' > /dev/null
[ "$(field "$(call GET "/users/$user/bookmarks" 200)" .length)" = 2 ] && ok "bookmarks: 2 stored"

call PUT "/users/$user/progress/70523" 200 '{"meta":{"title":"Dark","year":2017,"type":"show"},"tmdbId":"70523","duration":"3100","watched":1200,"seasonId":"s1","episodeId":"e1","seasonNumber":1,"episodeNumber":1}' > /dev/null
[ "$(field "$(call GET "/users/$user/progress" 200)" '[0].watched')" = 1200 ] && ok "progress: 1200 of 3100 s stored"

call PUT "/users/$user/settings" 200 '{"applicationTheme":"mocha","enableAutoplay":false}' > /dev/null
[ "$(field "$(call GET "/users/$user/settings" 200)" .applicationTheme)" = mocha ] && ok "settings: theme mocha"

call PUT "/users/$user/group-order" 200 '["Sci-fi","Comedy"]' > /dev/null
[ "$(field "$(call GET "/users/$user/group-order" 200)" .groupOrder.join\(\))" = "Sci-fi,Comedy" ] && ok "group order: Sci-fi, Comedy"

[ "$(field "$(call GET "/users/$user/sessions" 200)" .length)" = 2 ] && ok "sessions: 2 devices"

call DELETE "/users/$user" 200 > /dev/null
call GET /users/@me 401 > /dev/null
ok "delete: account gone, its token refused"
echo "Round trip passed against $base"
