#!/bin/sh
# The 1,000-connection attack of issue 43 (items 1 and 8) against one server binary, with
# its memory and CPU sampled from /proc and a normal player's key -> frame timed beside it.
#   scripts/attack/run-1000.sh .build/release/set-game-server OUTDIR [extra serve options]
# The server runs with --login-grace 5 --idle-minutes 1 (as in the issue). The attack:
# 1,000 guest logins that open no channel from 200 addresses (127.0.1.x, 5 each) and 300
# bare sockets from 50 more (127.0.2.x), each reconnected when dropped, for 100 s; the
# player (127.0.0.1) first plays 100 keys on a quiet server, then 300 keys from 40 s into
# the attack. The server and the player share CPU 0 in real-time scheduling (chrt -f 10);
# the attacker's 1,000 threads get CPU 1 at nice 10: a server does not share its cores with
# its attackers (or with builds), and on a loaded 2-core machine the player's own client
# otherwise waits 100-900 ms for a core while the server sits at 1-13% of one. Loopback only; needs python3 with paramiko. Writes OUTDIR/{server,hold,
# probe-quiet,probe-attack,samples}.txt and prints the summary.
set -eu
server=$1; out=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"; data=$(mktemp -d /tmp/set-game-attack-XXXXXX)
taskset -c 0 chrt -f 10 "$server" --listen 127.0.0.1:0 --data-dir "$data" --login-grace 5 --idle-minutes 1 "$@" > "$out/server.txt" 2>&1 &
spid=$!
trap 'kill $spid 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 100); do grep -q "listening on" "$out/server.txt" && break; sleep 0.2; done
port=$(sed -n 's/.*listening on 127.0.0.1:\([0-9]*\).*/\1/p' "$out/server.txt")
echo "server pid $spid port $port"
"$here/sample.sh" $spid 200 $port > "$out/samples.txt" &
taskset -c 0 chrt -f 10 python3 "$here/probe.py" $port --keys 100 > "$out/probe-quiet.txt" 2>&1 || true
attack_from=$(date +%s.%N)
taskset -c 1 nice -n 10 python3 "$here/hold.py" $port --seconds 100 --logins 1000 --login-addresses 200 --idle 300 --idle-addresses 50 > "$out/hold.txt" 2>&1 &
hpid=$!
sleep 40  # the attack at full strength
taskset -c 0 chrt -f 10 python3 "$here/probe.py" $port --keys 300 --login-timeout 20 --tries 3 > "$out/probe-attack.txt" 2>&1 || true
wait $hpid
attack_to=$(date +%s.%N)
echo "quiet:  $(tr '\n' ' ' < "$out/probe-quiet.txt")"
echo "attack: $(tr '\n' ' ' < "$out/probe-attack.txt")"
sed -n '8p;$p' "$out/hold.txt"
awk -v from="$attack_from" -v to="$attack_to" '
  NR == 1 { first = $2 }
  $1 < from { before = $3; before_t = $1 }
  $1 >= from && $1 <= to { if ($2 > peak) peak = $2; last = $3; last_t = $1; n++; held += $4; if ($4 > most) most = $4 }
  END { printf "server RSS: %.1f MB before the attack, peak %.1f MB during it; CPU during the attack: %.1f s in %.0f s (%.0f%% of one core)\n",
        first / 1024, peak / 1024, last - before, last_t - before_t, 100 * (last - before) / (last_t - before_t)
        printf "connections established to the server during the attack: %.0f on average, %d at most\n", held / n, most }' "$out/samples.txt"
