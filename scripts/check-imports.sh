#!/usr/bin/env bash
# The module graph is one-way: scene → layout → solver → render → files, with TrellisModel shared by all.
# This check reads every `import` in Sources/ and fails when a module imports one it may not, or imports a
# C module without `internal` (C types must never reach a public signature).
set -euo pipefail
cd "$(dirname "$0")/.."

# module: the Trellis modules it may import (C modules and the toolchain's are checked separately).
allowed() {
  case "$1" in
    TrellisModel)            echo "" ;;
    TrellisSolver)           echo "" ;;
    TrellisPNG)              echo "TrellisModel" ;;
    TrellisLayout)           echo "TrellisModel TrellisSolver" ;;
    TrellisScene)            echo "TrellisModel TrellisPNG" ;;
    TrellisInterfaceBuilder) echo "TrellisModel TrellisPNG TrellisScene" ;;
    TrellisRender)           echo "TrellisModel TrellisPNG" ;;
    TrellisSnapshot)         echo "TrellisModel TrellisPNG" ;;
    TrellisMotion)           echo "TrellisModel TrellisSolver TrellisLayout TrellisPNG" ;;
    *)                       echo "*" ;;   # the command, the benchmarks, the testing library: the top of the graph
  esac
}

status=0
for dir in Sources/*/; do
  module=$(basename "$dir")
  [ -n "$(find "$dir" -name '*.swift' -print -quit)" ] || continue   # C targets
  may=$(allowed "$module")
  while IFS=: read -r file line text; do
    imported=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((internal|public|private|fileprivate|package)[[:space:]]+)?import[[:space:]]+(struct |class |enum |func |var |let |typealias |protocol )?([A-Za-z_0-9]+).*/\5/' <<<"$text")
    case "$imported" in
      C*|PNGSupport)
        if ! grep -qE '^[[:space:]]*(internal|private|fileprivate)[[:space:]]+import' <<<"$text"; then
          echo "$file:$line: C module $imported must be imported with 'internal import'"; status=1
        fi ;;
      Trellis*|trellis)
        if [ "$may" != "*" ] && ! grep -qw "$imported" <<<"$may"; then
          echo "$file:$line: $module may not import $imported (allowed: ${may:-none})"; status=1
        fi ;;
    esac
  done < <(grep -nE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((internal|public|private|fileprivate|package)[[:space:]]+)?import[[:space:]]' -r "$dir" --include='*.swift' | sed -E 's/^([^:]+):([0-9]+):/\1:\2:/')
done
if [ "$status" -eq 0 ]; then echo "import graph: one-way"; fi
exit "$status"
