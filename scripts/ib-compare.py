#!/usr/bin/env python3
"""scripts/ib-compare.py NEW OLD FOLDER... [-v]

Compares two builds of trellis on every .storyboard/.xib under the folders, document by document, the way
scripts/ib-measure.py counts (views of each scene's first state that store a frame; a `misplaced-view` warning is a
miss): prints each document whose misses change, with the new misses (-v: with every changed miss), and a total of
frames gained and lost. Used to check that a rule gains frames without losing any elsewhere.
Example: python3 scripts/ib-compare.py .build/release/trellis /tmp/trellis-main ~/storyboards
"""
import importlib.util, os, sys
from concurrent.futures import ThreadPoolExecutor

_spec = importlib.util.spec_from_file_location('ib_measure', os.path.join(os.path.dirname(__file__), 'ib-measure.py'))
ib_measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ib_measure)

def measure(binary, path):
    """(frames, set of misses) of one document, or (None, set()) when the binary refuses it."""
    ids, _ = ib_measure.stored_ids(path)
    layouts, out, _, _ = ib_measure.explain(binary, path)
    if not layouts and out.strip().replace('\n', '').replace(' ', '') not in ('[]', ''):
        return None, set()
    frames, misses, _ = ib_measure.count(layouts, ids)
    return frames, set(misses)

def main():
    args = [a for a in sys.argv[1:] if not a.startswith('-')]
    verbose = '-v' in sys.argv
    if len(args) < 3:
        sys.exit(__doc__)
    new, old, folders = args[0], args[1], args[2:]
    paths = [p for folder in folders for p in ib_measure.docs(folder)]
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        newer = list(pool.map(lambda p: measure(new, p), paths))
        older = list(pool.map(lambda p: measure(old, p), paths))
    gained = lost = frames = within_new = within_old = 0
    for path, (new_frames, new_misses), (old_frames, old_misses) in zip(paths, newer, older):
        if new_frames is None or old_frames is None:
            print(f'REFUSED {path} (new: {new_frames is not None}, old: {old_frames is not None})')
            continue
        frames += new_frames
        within_new += new_frames - len(new_misses)
        within_old += old_frames - len(old_misses)
        change = len(old_misses) - len(new_misses)
        if change or new_frames != old_frames:
            print(f'{change:+d} {path} (frames {old_frames} -> {new_frames})')
            shown = (new_misses ^ old_misses) if verbose else (new_misses - old_misses)
            for location, message in sorted(shown):
                print(f'    {"new" if (location, message) in new_misses else "gone"}: {location}: {message}')
        gained += max(change, 0)
        lost += max(-change, 0)
    print(f'TOTAL docs={len(paths)} frames={frames} old={within_old} new={within_new} gained={gained} lost={lost}')

if __name__ == '__main__':
    main()
