#!/usr/bin/env python3
"""scripts/convert-roundtrip.py BINARY DOC...

How the README's `trellis convert` figure is counted, for documents kept outside the project: for each document,
runs `BINARY convert DOC -o TMP`, then `BINARY explain --json` on the document and on every scene file written, and
counts the document's solved frames (first state of each scene) that a converted scene file solves identically.
Frames are compared as a multiset per document, since converted files name views by their user labels, not their ids.
Prints the documents where a frame differs (`same/frames NAME`) and a TOTAL line.
"""
import glob, json, os, subprocess, sys, tempfile
from collections import Counter


def frames(binary, path):
    """The frames of the first state of every scene `explain --json` gives for `path`, as JSON text."""
    run = subprocess.run([binary, 'explain', '--json', path], capture_output=True, text=True, timeout=120)
    layouts = json.loads(run.stdout) if run.stdout.strip() else []
    layouts = layouts if isinstance(layouts, list) else [layouts]
    found = Counter()
    for layout in layouts:
        state = (layout.get('states') or [{}])[0]
        found.update(json.dumps(view.get('frame')) for view in (state.get('views') or {}).values())
    return found


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, same, total = sys.argv[1], 0, 0
    for doc in sys.argv[2:]:
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run([binary, 'convert', doc, '-o', folder], capture_output=True)
            converted = Counter()
            for scene in glob.glob(os.path.join(folder, '**', '*.yaml'), recursive=True):
                converted.update(frames(binary, scene))
            original = frames(binary, doc)
            count, kept = sum(original.values()), sum((original & converted).values())
        same, total = same + kept, total + count
        if kept < count:
            print(f'{kept:4d}/{count:4d} {os.path.basename(doc)}')
    print(f'TOTAL same={same} frames={total}')


if __name__ == '__main__':
    main()
