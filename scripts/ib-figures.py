#!/usr/bin/env python3
"""scripts/ib-figures.py BINARY FOLDER... [-l] [-v]

The three figures docs/interface-builder.md quotes for a set of real documents, counted as scripts/ib-measure.py
counts them (views of each scene's first state that store a frame; a `misplaced-view` warning is a miss):
- all frames;
- the frames of documents Xcode does not flag (no element with misplaced="YES");
- the frames of views Xcode does not itself mark misplaced="YES" or ambiguous="YES", in every document.
-v adds the unflagged figure by Xcode version (from the document's toolsVersion); -l lists every miss, marking the
documents Xcode flags and the views it marks.
Example: python3 scripts/ib-figures.py .build/release/trellis ~/storyboards -v
"""
import importlib.util, os, re, sys
import xml.parsers.expat
from concurrent.futures import ThreadPoolExecutor

_spec = importlib.util.spec_from_file_location('ib_measure', os.path.join(os.path.dirname(__file__), 'ib-measure.py'))
ib_measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ib_measure)

# toolsVersion ranges of the Xcode versions the figures are grouped by (the first toolsVersion of each group).
VERSIONS = [(0, 'Xcode 7 and earlier'), (11000, 'Xcode 8'), (13000, 'Xcode 9–10'), (14800, 'Xcode 11–12'),
            (18000, 'Xcode 13–14'), (21600, 'Xcode 15–16 (and 14.3)'), (24000, 'Xcode 26')]

def marks(path):
    """The id of the element that starts on each line, the ids Xcode marks, and the document's toolsVersion."""
    lines, marked, tools = {}, set(), [0]
    parser = xml.parsers.expat.ParserCreate()
    def start(name, attrs):
        if name == 'document':
            match = re.match(r'\d+', attrs.get('toolsVersion', ''))
            tools[0] = int(match.group()) if match else 0
        if attrs.get('id'):
            lines[parser.CurrentLineNumber] = attrs['id']
            if attrs.get('misplaced') == 'YES' or attrs.get('ambiguous') == 'YES':
                marked.add(attrs['id'])
    parser.StartElementHandler = start
    try:
        with open(path, 'rb') as f:
            parser.ParseFile(f)
    except (xml.parsers.expat.ExpatError, OSError):
        pass
    return lines, marked, tools[0]

def measure(args):
    binary, path = args
    ids, flagged = ib_measure.stored_ids(path)
    layouts, _, _, _ = ib_measure.explain(binary, path)
    frames, misses, _ = ib_measure.count(layouts, ids)
    lines, marked, tools = marks(path)
    counted = set()
    for layout in layouts:
        for state in (layout.get('states') or [])[:1]:
            counted |= {v for v in state.get('views', {}) if ids is None or v in ids}
    missed = []
    for location, message in misses:
        match = re.search(r':(\d+):\d+', location or '')
        missed.append((lines.get(int(match.group(1))) if match else None, location, message))
    return dict(path=path, frames=frames, misses=missed, flagged=bool(flagged), tools=tools,
                unmarked=len(counted - marked), unmarked_misses=sum(1 for i, _, _ in missed if i not in marked),
                marked=marked)

def share(within, frames):
    return f'{within:,} of {frames:,} = {100.0 * within / frames:.1f} %' if frames else 'no frames'

def main():
    args = [a for a in sys.argv[1:] if not a.startswith('-')]
    if len(args) < 2:
        sys.exit(__doc__)
    binary, folders = args[0], args[1:]
    paths = [p for folder in folders for p in ib_measure.docs(folder)]
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = list(pool.map(measure, [(binary, p) for p in paths]))
    total = [0, 0, 0, 0, 0, 0]
    by_version = {}
    for r in results:
        missed = len(r['misses'])
        total[0] += r['frames']; total[1] += r['frames'] - missed
        total[4] += r['unmarked']; total[5] += r['unmarked'] - r['unmarked_misses']
        if not r['flagged']:
            total[2] += r['frames']; total[3] += r['frames'] - missed
            name = [n for first, n in VERSIONS if r['tools'] >= first][-1]
            group = by_version.setdefault(name, [0, 0, 0])
            group[0] += 1 if r['frames'] else 0; group[1] += r['frames']; group[2] += r['frames'] - missed
        if '-l' in sys.argv and missed:
            flag = ' [flagged]' if r['flagged'] else ''
            print(f"{r['frames'] - missed}/{r['frames']} toolsVersion {r['tools']}{flag} {r['path']}")
            for view, location, message in r['misses']:
                print(f"    {'[marked] ' if view in r['marked'] else ''}{location}: {message}")
    print(f'documents {len(results)}: all frames {share(total[1], total[0])}; without flagged documents '
          f'{share(total[3], total[2])}; views Xcode does not mark {share(total[5], total[4])}')
    if '-v' in sys.argv:
        for _, name in VERSIONS:
            if name in by_version:
                docs, frames, within = by_version[name]
                print(f'  {name}: {docs} unflagged documents, {share(within, frames)}')

if __name__ == '__main__':
    main()
