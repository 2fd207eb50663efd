"""Checks an imported recording against svgelements, an independent SVG library.

usage: compare.py DRAWING.svg RECORDING.vine SCALE DX DY

Every shape svgelements finds (text and images aside) is sampled in its own coordinates
(about every 0.1 canvas units) and each point mapped by the shape's transform, then by
x' = SCALE*x + DX, y' = SCALE*y + DY (the importer's fit of the viewBox into the
canvas): points, not transformed arcs, so svgelements' approximation of arcs under a
skew does not enter. Prints the largest distance from any recorded
sample to that geometry, and the largest distance from the geometry to the samples.
"""
import json
import math
import sys

import svgelements

svg_path, vine_path = sys.argv[1], sys.argv[2]
scale, dx, dy = (float(v) for v in sys.argv[3:6])
fit = svgelements.Matrix(scale, 0, 0, scale, dx, dy)
reference = []
for element in svgelements.SVG.parse(svg_path, reify=False).elements():
    if not isinstance(element, svgelements.Shape) or isinstance(element, svgelements.Text):
        continue
    matrix = element.transform * fit
    stretch = math.hypot(matrix.a, matrix.b) + math.hypot(matrix.c, matrix.d)
    path = svgelements.Path(element)
    path.transform = svgelements.Matrix()
    for segment in path.segments(transformed=False):
        if isinstance(segment, svgelements.Move):
            continue
        length = segment.length(error=1e-6) * stretch
        steps = max(1, int(math.ceil(length / 0.1)))
        for i in range(steps + 1):
            p = matrix.point_in_matrix_space(segment.point(i / steps))
            reference.append((p[0], p[1]))

cell = 2.0
grid = {}
for x, y in reference:
    grid.setdefault((int(x // cell), int(y // cell)), []).append((x, y))

samples = []
with open(vine_path) as f:
    next(f)
    for line in f:
        event = json.loads(line)
        if event[1] in ("down", "move", "up"):
            samples.append((event[3], event[4]))


def nearest(points_grid, x, y, reach):
    best = math.inf
    cx, cy = int(x // cell), int(y // cell)
    for i in range(cx - reach, cx + reach + 1):
        for j in range(cy - reach, cy + reach + 1):
            for px, py in points_grid.get((i, j), ()):
                best = min(best, math.hypot(px - x, py - y))
    return best


worst = max(nearest(grid, x, y, 1) for x, y in samples)
sample_grid = {}
for x, y in samples:
    sample_grid.setdefault((int(x // cell), int(y // cell)), []).append((x, y))
coverage = max(nearest(sample_grid, x, y, 3) for x, y in reference[::20])
print(json.dumps({"samples": len(samples), "reference": len(reference), "worst": worst, "coverage": coverage}))
