#!/usr/bin/env sh
# Regenerates the committed sample video (a test pattern with a 440 Hz tone) used by the seed:
#   assets/media/sample/sample.mp4          ~6 s, 320x180, H.264 baseline + AAC, moov atom first
#   assets/media/sample/hls/index.m3u8      the same as HLS (2 s fMP4 segments + init.mp4)
# Only needed when the sample must change; fresh clones use the committed files (no ffmpeg needed).
set -eu
cd "$(dirname "$0")/assets/media/sample"
command -v ffmpeg >/dev/null || { echo "ffmpeg not found (apt-get install ffmpeg)" >&2; exit 1; }

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=24:duration=6" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=6" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 220k -maxrate 260k -bufsize 520k \
  -g 48 -keyint_min 48 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -movflags +faststart -shortest sample.mp4

rm -rf hls && mkdir hls
# fMP4 segments (.m4s), not MPEG-TS: a ".ts" file in the repo is taken for TypeScript by tools that glob **/*.ts.
ffmpeg -hide_banner -loglevel error -y -i sample.mp4 -c copy \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "hls/segment-%02d.m4s" hls/index.m3u8

ls -l sample.mp4 hls
