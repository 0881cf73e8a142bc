#!/usr/bin/env python3
"""scripts/ib-measure.py BINARY FOLDER [-v] [-q]

How the figures of docs/interface-builder.md ("Measured against real documents") are counted, for documents kept
outside the project: for every .storyboard/.xib under FOLDER, runs
`BINARY explain --json DOC`, counts the views of each scene's first state that store a frame in the
XML (<rect key="frame">, or Xcode 8.0's <frame key="frameInset">) and the `misplaced-view` warnings (solved frame
> 0.5 pt from the stored one).
A document with no scene (exit 0, `[]`) is EMPTY; one the binary refuses (no layout, or a timeout) is REFUSED.
Flagged documents (Xcode itself marks views misplaced="YES") are marked [flagged]. The total's `unlisted` counts the
elements with a stored frame that no scene lists (a navigation controller's own bar, a bar item's custom view):
Trellis draws those as chrome or not at all, and they are not in `frames`.
Prints one line per document and a total; -q only documents with a miss; -v each misplaced message.
Example: python3 scripts/ib-measure.py .build/release/trellis ~/storyboards -q
"""
import json, os, subprocess, sys
import xml.etree.ElementTree as ET

def docs(folder):
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for f in sorted(files):
            # Extensions are matched as trellis matches them (case-insensitively): an 'Alarm.Storyboard' is a storyboard.
            if f.lower().endswith(('.storyboard', '.xib')):
                yield os.path.join(root, f)

def stored_ids(path):
    ids, flagged = set(), 0
    try:
        tree = ET.parse(path)
    except Exception:
        return None, 0
    for el in tree.iter():
        if el.get('misplaced') == 'YES':
            flagged += 1
        for child in el:
            if el.get('id') and ((child.tag == 'rect' and child.get('key') == 'frame')
                                 or (child.tag == 'frame' and child.get('key') == 'frameInset')):
                ids.add(el.get('id'))
                break
    return ids, flagged

def explain(binary, path):
    """The layouts `BINARY explain --json` gives for one document, with its exit code and standard error."""
    try:
        p = subprocess.run([binary, 'explain', '--json', path], capture_output=True, text=True, timeout=120)
        out, err, rc = p.stdout, p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        out, err, rc = '', 'timeout', -1
    layouts = []
    if out.strip():
        try:
            d = json.loads(out)
            layouts = d if isinstance(d, list) else [d]
        except Exception:
            layouts = []
    return layouts, out, err, rc

def count(layouts, ids):
    """The frames counted in `layouts` (views of each scene's first state that store a frame, `ids`), the
    misplaced-view diagnostics (location, message) and the ids the scenes list."""
    frames = 0
    misses = []
    listed = set()
    for lay in layouts:
        for state in (lay.get('states') or [])[:1]:
            listed |= set(state.get('views', {}))
        states = lay.get('states') or []
        if not states:
            continue
        views = states[0].get('views', {})
        frames += sum(1 for v in views if ids is None or v in ids)
        for diag in lay.get('diagnostics', []):
            if diag.get('code') == 'misplaced-view':
                misses.append((diag.get('location'), diag.get('message')))
    return frames, misses, listed

def main():
    args = [a for a in sys.argv[1:] if not a.startswith('-')]
    verbose = '-v' in sys.argv
    quiet = '-q' in sys.argv
    binary, folder = args[0], args[1]
    tf = tw = 0
    ndocs = refused = unlisted = 0
    for path in docs(folder):
        ndocs += 1
        ids, flagged = stored_ids(path)
        layouts, out, err, rc = explain(binary, path)
        if not layouts and rc == 0 and out.strip().replace('\n','').replace(' ','') in ('[]', ''):
            print(f'EMPTY   {path} (no scene; exit 0)')
            unlisted += len(ids or ())
            continue
        if not layouts:
            refused += 1
            print(f'REFUSED {path} rc={rc} {err.strip().splitlines()[:2]}')
            continue
        frames, found, listed = count(layouts, ids)
        misses = len(found)
        msgs = [f"    {location}: {message}" for location, message in found]
        tf += frames
        tw += frames - misses
        unlisted += len((ids or set()) - listed)
        flag = ' [flagged]' if flagged else ''
        if not quiet or misses:
            print(f'{frames - misses:4d}/{frames:4d} {path}{flag}')
        if verbose:
            for m in msgs:
                print(m)
    pct = 100.0 * tw / tf if tf else 100.0
    print(f'TOTAL docs={ndocs} refused={refused} frames={tf} within={tw} ({pct:.1f} %) unlisted={unlisted}')

if __name__ == '__main__':
    main()
