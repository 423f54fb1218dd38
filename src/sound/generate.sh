#!/bin/sh
# Synthesises the big screen's sounds with SoX (Debian: apt-get install -y sox libsox-fmt-all).
# Every sound is made here from oscillators and noise: nothing is sampled or copied.
# Run from anywhere: sh src/sound/generate.sh. Output: src/sound/files/*.ogg (mono, 22.05 kHz).
set -eu
out="$(cd "$(dirname "$0")" && pwd)/files"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
R="-r 22050 -c 1 -b 16"

note() { # note FILE SECONDS WAVE FREQ [extra effects…]
  f="$1"; d="$2"; w="$3"; hz="$4"; shift 4
  sox -n $R "$tmp/$f.wav" synth "$d" "$w" "$hz" fade 0.005 "$d" "$(awk "BEGIN { print $d * 0.6 }")" "$@"
}
ogg() { # ogg NAME INPUT… : joins the inputs, normalises to -1 dBFS, encodes Vorbis at low quality
  name="$1"; shift
  sox "$@" -C 0 "$out/$name.ogg" norm -1
}

# join: a bright two-note chime (E6 then B6), bell-like with a little echo.
note j1 0.14 sine 1319; note j2 0.38 sine 1976
sox "$tmp/j1.wav" "$tmp/j2.wav" "$tmp/j.wav" echo 0.8 0.7 90 0.3
ogg join "$tmp/j.wav"

# team pick: a quick upward sweep.
sox -n $R "$tmp/tp.wav" synth 0.16 sine 520-1240 fade 0.005 0.16 0.08
ogg team-pick "$tmp/tp.wav"

# roulette tick: a short woody click.
sox -n $R "$tmp/tick.wav" synth 0.035 square 1700 lowpass 3000 fade 0 0.035 0.03
ogg roulette-tick "$tmp/tick.wav"

# roulette stop: a plucked major chord, then a ding.
sox -n $R "$tmp/s1.wav" synth 0.9 pluck C4 pluck E4 pluck G4 pluck C5 fade 0 0.9 0.5
note s2 0.7 sine 2093
sox -m "$tmp/s1.wav" "$tmp/s2.wav" "$tmp/s.wav"
ogg roulette-stop "$tmp/s.wav"

# cheer: a crowd-like roar of band-passed pink noise with a flutter, swelling and fading.
sox -n $R "$tmp/c.wav" synth 1.3 pinknoise band 1400 1200 tremolo 11 45 fade q 0.25 1.3 0.6
ogg cheer "$tmp/c.wav"

# item hit: a soft splat (falling sine and a burst of brown noise).
sox -n $R "$tmp/h1.wav" synth 0.22 sine 620-70 fade 0 0.22 0.18
sox -n $R "$tmp/h2.wav" synth 0.12 brownnoise fade 0 0.12 0.1 vol 0.6
sox -m "$tmp/h1.wav" "$tmp/h2.wav" "$tmp/h.wav"
ogg item-hit "$tmp/h.wav"

# fanfare: a brassy arpeggio G4 C5 E5 and a held G5 over a C major chord.
for pair in "f1 0.13 392" "f2 0.13 523.25" "f3 0.13 659.25"; do
  set -- $pair; note "$1" "$2" sawtooth "$3" lowpass 2200
done
sox -n $R "$tmp/f4.wav" synth 0.9 sawtooth 784 sawtooth 523.25 sawtooth 659.25 lowpass 2400 fade 0.01 0.9 0.45 vol 0.5
ogg fanfare "$tmp/f1.wav" "$tmp/f2.wav" "$tmp/f3.wav" "$tmp/f4.wav"

# countdown: one clear beep per second.
note cd 0.16 square 880 lowpass 2600
ogg countdown "$tmp/cd.wav"

ls -l "$out"
