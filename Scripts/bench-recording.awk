# Writes a long, mouse-like .vine recording for Scripts/bench.
#
# Usage: awk -v strokes=45 -v seconds=4 [-v pause=1 -v speed=1] -f Scripts/bench-recording.awk > long.vine
# Each stroke is `seconds` of 60 Hz motion that wanders smoothly across a
# 1280x800 canvas (velocity with random, damped acceleration, bouncing off the
# edges), then a pause of `pause` s: stroke k starts at exactly
# k * (seconds + pause) s. `speed` scales the motion's velocity and acceleration
# (faster strokes are longer and grow more branches). With
# the defaults strokes start every 5 s, so the bench's early window (from 0 s)
# and late window (from 150 s) both catch a vine in the same stage of drawing,
# and their ratio measures what history costs. The random source is Park and
# Miller's minimal standard generator, exact in doubles, so every awk prints the
# same file.
function rand01() { state = (state * 16807) % 2147483647; return state / 2147483647 }
function between(lo, hi) { return lo + (hi - lo) * rand01() }
BEGIN {
    if (strokes == "") strokes = 45
    if (seconds == "") seconds = 4
    if (pause == "") pause = 1
    if (speed == "") speed = 1
    state = 20261121
    width = 1280; height = 800; rate = 60
    title = sprintf("bench: %d strokes of %g s", strokes, seconds)
    if (pause != 1 || speed != 1) title = title sprintf(", pauses of %g s, speed %g", pause, speed)
    printf "{\"vine\":1,\"width\":%d,\"height\":%d,\"seed\":7,\"title\":\"%s\"}\n", width, height, title
    period = seconds + pause
    t = 0
    for (s = 0; s < strokes; s++) {
        x = between(150, width - 150); y = between(120, height - 120)
        angle = between(0, 6.2831853); v = between(180, 320) * speed
        vx = v * cos(angle); vy = v * sin(angle)
        printf "[%.4f,\"down\",0,%.2f,%.2f]\n", t, x, y
        steps = seconds * rate
        for (i = 1; i <= steps; i++) {
            dt = 1 / rate
            vx += (between(-1, 1) * 2400 * speed - vx * 0.8) * dt
            vy += (between(-1, 1) * 2400 * speed - vy * 0.8) * dt
            x += vx * dt; y += vy * dt
            if (x < 20) { x = 40 - x; vx = -vx }
            if (x > width - 20) { x = 2 * (width - 20) - x; vx = -vx }
            if (y < 20) { y = 40 - y; vy = -vy }
            if (y > height - 20) { y = 2 * (height - 20) - y; vy = -vy }
            t += dt
            printf "[%.4f,\"%s\",0,%.2f,%.2f]\n", t, (i == steps ? "up" : "move"), x, y
        }
        t = (s + 1) * period
    }
}
