"use strict";
// Vine in a web page: the WebAssembly core (Scripts/wasm) grows the vines of a drawing made
// with a mouse, fingers or a pen, and the look's marks are painted on a canvas. The page
// keeps the drawing as its events; the core writes them as a .vine recording and gives the
// marks of its scene at any time. Nothing is fetched, and nothing read from a file or a link
// runs or is shown as markup: it only goes to the core as bytes.
//
// Pages that embed it use `window.vine` (README: "Vine in a web page"), an EventTarget that
// exists from the start; its `ready` settles once the core has started.
const vine = new EventTarget();
window.vine = vine;
vine.ready = new Promise((resolve, reject) => {
  vine.start = { resolve, reject };
});
(async () => {
  const $ = (id) => document.getElementById(id);
  const message = (text) => { $("message").textContent = text; };

  // The core. Its four WASI imports: a fatal error's message goes to the console; hash
  // seeds come from the browser's random source.
  let memory;
  const wasi = {
    fd_write(fd, iovs, count, written) {
      const view = new DataView(memory.buffer);
      let total = 0;
      for (let i = 0; i < count; i++) {
        const base = view.getUint32(iovs + 8 * i, true);
        const length = view.getUint32(iovs + 8 * i + 4, true);
        console.error(new TextDecoder().decode(new Uint8Array(memory.buffer, base, length)));
        total += length;
      }
      view.setUint32(written, total, true);
      return 0;
    },
    fd_close: () => 0,
    fd_seek: () => 0,
    random_get(pointer, length) {
      crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length));
      return 0;
    },
  };
  // The module is in the page deflated, in base64 (Scripts/web); it compiles as it inflates.
  const wasm = inflated(bytesOf($("core").textContent.trim()));
  const module = await WebAssembly.compileStreaming(new Response(wasm, { headers: { "Content-Type": "application/wasm" } }));
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi });
  const core = instance.exports;
  memory = core.memory;

  // The bytes of the base64 text `base64`.
  function bytesOf(base64) {
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  }
  // A stream of `bytes` inflated (raw deflate).
  function inflated(bytes) {
    return new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  }

  // Copies `bytes` into memory the core hands out; the caller frees it.
  function place(bytes) {
    const pointer = core.vine_alloc(bytes.length);
    new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
    return pointer;
  }
  // Calls `call` with a pointer for a 32-bit count; returns what it returns and the count.
  function withCount(call) {
    const countPointer = core.vine_alloc(4);
    const result = call(countPointer);
    const count = new Int32Array(memory.buffer, countPointer, 1)[0];
    core.vine_free(countPointer);
    return [result, count];
  }
  // The text the core returned at `pointer`, `length` bytes, freed.
  function takeText(pointer, length) {
    const text = new TextDecoder().decode(new Uint8Array(memory.buffer, pointer, length).slice());
    core.vine_free(pointer);
    return text;
  }

  // The drawing: a canvas, a seed, the species new vines take, and the events, `stride`
  // numbers each (time, code, pointer, x, y, pressure or -1, a pen's tilt x and y in degrees
  // or NaN). An opened recording the page cannot draw on (other settings or events) plays as
  // it is: `fixedText`.
  const codes = { down: 0, move: 1, up: 2, undo: 3, redo: 4, clear: 5 };
  const stride = 8;
  const drawing = {
    width: 1280, height: 800, seed: randomSeed(), species: "natural", usesPressure: true, events: [],
    fixedText: null, fixedLastTime: 0,
  };
  let started = null; // performance.now() at the drawing's time 0
  let playing = null; // { from: performance.now(), at: seconds } while replaying
  let shownTime = null; // the time shown when paused on the seek bar; null: now

  function randomSeed() {
    const words = crypto.getRandomValues(new Uint32Array(2));
    return (BigInt(words[0]) << 32n) | BigInt(words[1]);
  }

  // The drawing's .vine text, as the core's writer gives it.
  function recordingText() {
    if (drawing.fixedText !== null) return drawing.fixedText;
    const name = new TextEncoder().encode(drawing.species);
    const namePointer = place(name);
    const events = new Float64Array(drawing.events);
    const eventsPointer = place(new Uint8Array(events.buffer));
    const [pointer, length] = withCount((count) =>
      core.vine_recording(
        drawing.width, drawing.height, Number(drawing.seed >> 32n), Number(drawing.seed & 0xffffffffn),
        namePointer, name.length, drawing.usesPressure ? 1 : 0, eventsPointer, events.length / stride, count));
    core.vine_free(namePointer);
    core.vine_free(eventsPointer);
    return pointer ? takeText(pointer, length) : "";
  }

  // The live drawing in the core: begun again when the drawing's header changes or it is
  // replaced, and given only the events drawn since the last frame. `live` is a new object
  // each time the core begins it, which tells the painted vines' cache the drawings apart.
  let live = { key: null, applied: 0 };
  let loads = 0; // how many recordings were opened: each begins the live drawing again
  // Brings the core's live drawing up to date with the page's; returns `live`.
  function liveDrawing() {
    const key = [loads, drawing.width, drawing.height, drawing.seed, drawing.species, drawing.usesPressure].join();
    if (live.key !== key || drawing.events.length < live.applied * stride) {
      const name = new TextEncoder().encode(drawing.species);
      const namePointer = place(name);
      core.vine_drawing_begin(
        drawing.width, drawing.height, Number(drawing.seed >> 32n), Number(drawing.seed & 0xffffffffn),
        namePointer, name.length, drawing.usesPressure ? 1 : 0);
      core.vine_free(namePointer);
      live = { key, applied: 0 };
    }
    const fresh = new Float64Array(drawing.events.slice(live.applied * stride));
    if (fresh.length) {
      const pointer = place(new Uint8Array(fresh.buffer));
      core.vine_drawing_apply(pointer, fresh.length / stride);
      core.vine_free(pointer);
      live.applied += fresh.length / stride;
    }
    return live;
  }
  // The drawing shown, up to date in the core: an opened recording's text, or `live`.
  function shownDrawing() {
    return drawing.fixedText !== null ? drawing.fixedText : liveDrawing();
  }

  // The numbers the core gives of the scene of the drawing `shown` (shownDrawing()) at
  // `time` for `scale` pixels per point, with the marks of its vines from the `first`th on
  // (their layout: Wasm/Drawing.swift), or null when it does not read.
  function sceneNumbers(shown, time, scale, first) {
    if (typeof shown === "string") return sceneMarks(shown, time, scale, first);
    const [marks, count] = withCount((countPointer) => core.vine_drawing_marks(time, scale, first, countPointer));
    if (!marks) return null;
    const numbers = new Float64Array(memory.buffer, marks, count).slice();
    core.vine_free(marks);
    return numbers;
  }

  // The numbers of the scene of the recording `text`, as sceneNumbers gives them, or null
  // when it does not read (the core keeps the last one grown).
  let encoded = { text: null, bytes: null }; // the last text sceneMarks encoded
  function sceneMarks(text, time, scale, first) {
    if (encoded.text !== text) encoded = { text, bytes: new TextEncoder().encode(text) };
    const bytes = encoded.bytes;
    const textPointer = place(bytes);
    const [pointer, count] = withCount((countPointer) =>
      core.vine_scene_marks(textPointer, bytes.length, time, scale, first, countPointer));
    core.vine_free(textPointer);
    if (!pointer) return null;
    const numbers = new Float64Array(memory.buffer, pointer, count).slice();
    core.vine_free(pointer);
    return numbers;
  }

  // The whole scene of the recording `text` as JSON, as `vine info --json` prints it, or
  // null when it does not read.
  function sceneInfo(text) {
    const bytes = new TextEncoder().encode(text);
    const textPointer = place(bytes);
    const [pointer, length] = withCount((count) => core.vine_info(textPointer, bytes.length, count));
    core.vine_free(textPointer);
    return pointer ? takeText(pointer, length) : null;
  }

  // The time of the drawing's last event, in seconds (an opened recording's is read once, as it opens).
  function lastEventTime() {
    if (drawing.fixedText !== null) return drawing.fixedLastTime;
    return drawing.events.length ? drawing.events[drawing.events.length - stride] : 0;
  }
  // The seconds the drawing is shown after its last event, for the growth to finish.
  const growthTime = 2.5;

  // The canvas, fitted to the stage.
  const canvas = $("canvas");
  const context = canvas.getContext("2d");
  let fit = { scale: 1, x: 0, y: 0 };
  let painted = null; // what the canvas shows (show()); null: nothing yet
  function layout() {
    const stage = $("stage").getBoundingClientRect();
    const scale = Math.min(stage.width / drawing.width, stage.height / drawing.height);
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.floor(drawing.width * scale));
    const height = Math.max(1, Math.floor(drawing.height * scale));
    canvas.style.width = width + "px";
    canvas.style.height = height + "px";
    canvas.style.left = Math.floor((stage.width - width) / 2) + "px";
    canvas.style.top = Math.floor((stage.height - height) / 2) + "px";
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    fit = { scale: width / drawing.width, ratio };
    painted = null;
  }
  window.addEventListener("resize", layout);

  // The CSS colour of the four numbers (red, green, blue, opacity) from `at` in `numbers`.
  function colourAt(numbers, at) {
    const [r, g, b] = [0, 1, 2].map((k) => Math.round(numbers[at + k] * 255));
    return `rgba(${r},${g},${b},${numbers[at + 3]})`;
  }
  // The scene in `numbers` (sceneNumbers): its background, its vines (each an identity and
  // whether it is settled) and where the marks of the first vine given begin.
  function readScene(numbers) {
    const vines = [];
    let at = 7;
    for (let v = 0; v < numbers[6]; v++, at += 3) {
      vines.push({ id: `${numbers[at]}/${numbers[at + 1]}`, settled: numbers[at + 2] === 1 });
    }
    return { background: colourAt(numbers, 2), vines, marks: at };
  }
  // Where the marks of `count` vines from `at` in `numbers` (sceneNumbers) lie: for each
  // vine, each mark's start and end (`ranges`), and how many of its first marks stay.
  function markRanges(numbers, at, count) {
    const vines = [];
    for (let v = 0; v < count; v++) {
      const [marks, still] = [numbers[at], numbers[at + 1]];
      const ranges = [];
      at += 2;
      for (let m = 0; m < marks; m++) {
        ranges.push(at + 1, at + 1 + numbers[at]);
        at += 1 + numbers[at];
      }
      vines.push({ ranges, still });
    }
    return vines;
  }
  // The mark from `start` to `end` in `numbers` as the page keeps it between frames: a copy
  // of its numbers and, once painted, its path and paint.
  function keep(numbers, start, end) {
    return { numbers: numbers.slice(start, end), path: null, style: null };
  }
  // Whether `mark` has the numbers from `start` to `end` in `numbers`.
  function holds(mark, numbers, start, end) {
    const kept = mark.numbers;
    if (kept.length !== end - start) return false;
    for (let k = 0; k < kept.length; k++) if (kept[k] !== numbers[start + k]) return false;
    return true;
  }
  // The marks of the vines `fresh` (each an identity and its marks' ranges in `numbers`) as
  // the page keeps them, each the mark of `before` (the vines of the last frame) in the same
  // place of the same vine when it has the same numbers, so its path and paint are made
  // once; and whether any mark differs from `before`'s.
  function compare(before, fresh, numbers) {
    const old = new Map(before.map((vine) => [vine.id, vine.marks]));
    let changed = before.length !== fresh.length;
    const vines = fresh.map(({ id, ranges, still }) => {
      const was = old.get(id) || [];
      if (was.length !== ranges.length / 2) changed = true;
      const marks = [];
      for (let k = 0; k < ranges.length; k += 2) {
        const previous = was[k / 2];
        if (previous && holds(previous, numbers, ranges[k], ranges[k + 1])) {
          marks.push(previous);
        } else {
          marks.push(keep(numbers, ranges[k], ranges[k + 1]));
          changed = true;
        }
      }
      return { id, marks, still };
    });
    return { vines, changed };
  }

  // Paints `mark` onto `context` at `pixels` pixels per point, making its path and paint the
  // first time.
  function paintMark(mark, context, pixels) {
    const n = mark.numbers;
    const stroke = n[0] === 1;
    const t = stroke ? 3 : 2; // the transform's a
    let i = t + 6;
    if (!mark.path) {
      const next = () => n[i++];
      const colour = () => colourAt(n, (i += 4) - 4);
      if (next() === 0) {
        mark.style = colour();
      } else {
        const [x0, y0, x1, y1] = [next(), next(), next(), next()];
        mark.style = context.createLinearGradient(x0, y0, x1, y1);
        mark.style.addColorStop(0, colour());
        mark.style.addColorStop(1, colour());
      }
      const path = new Path2D();
      if (next() === 0) {
        const elements = next();
        for (let e = 0; e < elements; e++) {
          switch (next()) {
            case 0: path.moveTo(next(), next()); break;
            case 1: path.lineTo(next(), next()); break;
            case 2: path.quadraticCurveTo(next(), next(), next(), next()); break;
            case 3: path.bezierCurveTo(next(), next(), next(), next(), next(), next()); break;
            default: path.closePath();
          }
        }
      } else {
        const points = next();
        for (let p = 0; p < points; p++) {
          const [x, y] = [next(), next()];
          if (p === 0) path.moveTo(x, y); else path.lineTo(x, y);
        }
        if (points === 1) path.lineTo(n[i - 2], n[i - 1]);
      }
      mark.path = path;
    }
    context.setTransform(pixels, 0, 0, pixels, 0, 0);
    context.transform(n[t], n[t + 1], n[t + 2], n[t + 3], n[t + 4], n[t + 5]);
    context.globalAlpha = n[t - 1];
    if (stroke) {
      context.lineWidth = n[1];
      context.lineCap = "round";
      context.lineJoin = "round";
      context.strokeStyle = mark.style;
      context.stroke(mark.path);
    } else {
      context.fillStyle = mark.style;
      context.fill(mark.path, "nonzero");
    }
  }
  // Paints `context`'s canvas afresh: `under` (a colour, or a canvas of the same size, copied)
  // and over it `marks`, in order, at `pixels` pixels per point.
  function paintOver(context, under, marks, pixels) {
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalCompositeOperation = "copy";
    if (typeof under === "string") {
      context.fillStyle = under;
      context.fillRect(0, 0, context.canvas.width, context.canvas.height);
    } else {
      context.drawImage(under, 0, 0);
    }
    context.globalCompositeOperation = "source-over";
    for (const mark of marks) paintMark(mark, context, pixels);
    context.globalAlpha = 1;
  }
  // Paints the scene in `numbers` (sceneNumbers, every vine's marks) onto `context` at
  // `pixels` pixels per point.
  function paintScene(numbers, context, pixels) {
    const scene = readScene(numbers);
    const marks = markRanges(numbers, scene.marks, scene.vines.length).flatMap(({ ranges }) =>
      ranges.filter((_, k) => k % 2 === 0).map((start, k) => keep(numbers, start, ranges[2 * k + 1])));
    paintOver(context, scene.background, marks, pixels);
  }

  // The background, the settled vines that begin the scene and the marks that stay of the
  // vine after them (`partial`: its identity and how many), painted once into a canvas the
  // size of the page's: a frame copies it and asks the core for the marks of the other vines
  // only. A settled vine, and a vine's marks that stay, never change again
  // (Wasm/Drawing.swift), so the cache holds while the drawing shown, the scale, the
  // canvas's size and the background are those it was painted for, the scene begins with
  // its vines (by identity), settled, and the vine after them still has the marks it holds;
  // what settles or stays next is painted onto it, and anything else (undo, redo, clear, an
  // opened recording, a seek back, a resize) paints it again. Painted in the same order, its
  // pixels are those the canvas would have, so the picture is the same.
  const cache = { canvas: document.createElement("canvas"), shown: null, key: null, background: null, ids: [], partial: null };

  // Paints the scene at `time` of the drawing shown onto the page's canvas: the cache, and
  // over it the other marks, which keep their paths and paints from frame to frame while
  // they do not change; nothing when no mark changed since the last frame (`painted`).
  function show(time) {
    const pixels = fit.scale * fit.ratio;
    const shown = shownDrawing();
    const key = [pixels, canvas.width, canvas.height].join();
    const usable = cache.shown === shown && cache.key === key && (cache.ids.length > 0 || cache.partial !== null);
    let first = usable ? cache.ids.length : 0;
    let numbers = sceneNumbers(shown, time, pixels, first);
    if (!numbers) return;
    let scene = readScene(numbers);
    let fresh = markRanges(numbers, scene.marks, scene.vines.length - first);
    const kept = (id, k) => k < scene.vines.length && scene.vines[k].id === id && scene.vines[k].settled;
    const partial = cache.partial;
    const stays = !partial || (fresh.length > 0 && scene.vines[first].id === partial.id && fresh[0].still >= partial.marks);
    if (!(usable && cache.background === scene.background && cache.ids.every(kept) && stays)) {
      Object.assign(cache, { ids: [], partial: null });
      if (first > 0) {
        first = 0;
        numbers = sceneNumbers(shown, time, pixels, 0);
        scene = readScene(numbers);
        fresh = markRanges(numbers, scene.marks, scene.vines.length);
      }
    }
    fresh.forEach((vine, k) => { vine.id = scene.vines[first + k].id; });
    let settled = first;
    while (settled < scene.vines.length && scene.vines[settled].settled) settled++;
    const same = painted && painted.shown === shown && painted.key === key &&
      painted.background === scene.background && painted.settled === first;
    const { vines, changed } = compare(same ? painted.vines : [], fresh, numbers);
    const held = cache.partial ? cache.partial.marks : 0; // of the vine `first`
    const next = vines[settled - first];
    const stay = next ? next.still : 0;
    if (settled > first || stay > (settled === first ? held : 0)) {
      const cached = cache.canvas.getContext("2d");
      if (cache.ids.length === 0 && cache.partial === null) {
        cache.canvas.width = canvas.width;
        cache.canvas.height = canvas.height;
        paintOver(cached, scene.background, [], pixels);
      }
      vines.slice(0, settled - first).forEach((vine, k) => {
        for (const mark of vine.marks.slice(k === 0 ? held : 0)) paintMark(mark, cached, pixels);
      });
      if (next) for (const mark of next.marks.slice(settled === first ? held : 0, stay)) paintMark(mark, cached, pixels);
      cached.globalAlpha = 1;
      Object.assign(cache, { shown, key, background: scene.background, partial: stay > 0 ? { id: next.id, marks: stay } : null });
      cache.ids = scene.vines.slice(0, settled).map((vine) => vine.id);
    }
    const live = vines.slice(settled - first);
    if (!same || changed) {
      const skip = cache.partial ? cache.partial.marks : 0;
      const marks = live.flatMap((vine, k) => (k === 0 ? vine.marks.slice(skip) : vine.marks));
      const cached = cache.ids.length > 0 || cache.partial !== null;
      paintOver(context, cached ? cache.canvas : scene.background, marks, pixels);
    }
    painted = { shown, key, background: scene.background, settled, vines: live };
  }

  // The time shown now: the replay's, the seek bar's, or the drawing's clock.
  function currentTime() {
    if (playing) return playing.at + (performance.now() - playing.from) / 1000;
    if (shownTime !== null) return shownTime;
    return started === null ? lastEventTime() + growthTime : (performance.now() - started) / 1000;
  }

  // Shows the drawing at the time shown now, and that time on the status line and the seek
  // bar, which change only when the status text does (a tenth of a second) or the end is
  // reached, so that frames restyle and lay out the toolbar ten times a second at most.
  let status = null;
  function frame() {
    const end = lastEventTime() + growthTime;
    let time = currentTime();
    if (playing && time >= end) {
      playing = null;
      shownTime = null;
      $("play").textContent = "Play";
      time = end;
    }
    show(time);
    const position = end > 0 ? Math.min(time / end, 1) : 1;
    const text = `${Math.min(time, end).toFixed(1)} s of ${end.toFixed(1)} s`;
    if (`${text} ${position === 1}` !== status) {
      $("seek").value = String(position);
      $("status").textContent = text;
      status = `${text} ${position === 1}`;
    }
    requestAnimationFrame(frame);
  }

  // Drawing: every pointer (the mouse is pointer 0; fingers and pens take the lowest free
  // number from 1), every coalesced sample.
  const pointers = new Map();
  const now = () => {
    if (started === null) started = performance.now() - lastEventTime() * 1000 - (drawing.events.length ? 500 : 0);
    return Math.round((performance.now() - started)) / 1000;
  };
  function canvasPoint(event) {
    const box = canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * drawing.width;
    const y = ((event.clientY - box.top) / box.height) * drawing.height;
    return [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
  }
  function record(code, pointer, event) {
    const [x, y] = canvasPoint(event);
    const pen = event.pointerType === "pen";
    const pressure = pen ? Math.round(event.pressure * 1000) / 1000 : -1;
    const [tiltX, tiltY] = pen ? [event.tiltX, event.tiltY] : [NaN, NaN];
    const time = Math.max(now(), lastEventTime());
    drawing.events.push(time, code, pointer, x, y, pressure, tiltX, tiltY);
  }
  function editable() {
    if (drawing.fixedText === null) return true;
    message("This recording plays only: it uses settings the page does not draw with.");
    return false;
  }
  function stopReplay() {
    playing = null;
    shownTime = null;
    $("play").textContent = "Play";
  }
  canvas.addEventListener("pointerdown", (event) => {
    if (!editable() || pointers.has(event.pointerId)) return;
    stopReplay();
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    let number = 0;
    if (event.pointerType !== "mouse") {
      const taken = new Set(pointers.values());
      number = 1;
      while (taken.has(number)) number++;
    }
    pointers.set(event.pointerId, number);
    record(codes.down, number, event);
  });
  canvas.addEventListener("pointermove", (event) => {
    const number = pointers.get(event.pointerId);
    if (number === undefined) return;
    const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const sample of samples.length ? samples : [event]) record(codes.move, number, sample);
  });
  const lift = (event) => {
    const number = pointers.get(event.pointerId);
    if (number === undefined) return;
    pointers.delete(event.pointerId);
    record(codes.up, number, event);
    vine.dispatchEvent(new CustomEvent("stroke", { detail: { pointer: number, kind: event.pointerType } }));
  };
  canvas.addEventListener("pointerup", lift);
  canvas.addEventListener("pointercancel", lift);

  // The buttons and the window's keys.
  function session(code) {
    if (!editable() || pointers.size) return;
    stopReplay();
    const time = Math.max(now(), lastEventTime());
    drawing.events.push(time, code, 0, 0, 0, -1, NaN, NaN);
  }
  $("undo").onclick = () => session(codes.undo);
  $("redo").onclick = () => session(codes.redo);
  $("clear").onclick = () => session(codes.clear);
  function pause() {
    if (!playing) return;
    shownTime = currentTime();
    playing = null;
    $("play").textContent = "Play";
  }
  function play() {
    if (playing) return;
    const end = lastEventTime() + growthTime;
    const from = shownTime !== null && shownTime < end ? shownTime : 0;
    playing = { from: performance.now(), at: from };
    $("play").textContent = "Pause";
  }
  const togglePlay = () => (playing ? pause() : play());
  // Shows the drawing at `time` seconds, paused.
  function seek(time) {
    playing = null;
    $("play").textContent = "Play";
    shownTime = Math.max(0, time);
    vine.dispatchEvent(new CustomEvent("seek", { detail: { time: shownTime } }));
  }
  $("play").onclick = togglePlay;
  $("seek").oninput = () => seek(Number($("seek").value) * (lastEventTime() + growthTime));
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && key === "z") session(event.shiftKey ? codes.redo : codes.undo);
    else if (command && key === "y") session(codes.redo);
    else if (event.key === "Delete" || event.key === "Backspace") session(codes.clear);
    else if (event.key === " ") togglePlay();
    else return;
    event.preventDefault();
  });

  // The species picker: the core's built-in species.
  const [listPointer, listLength] = withCount((count) => core.vine_species(count));
  for (const line of takeText(listPointer, listLength).split("\n").filter((l) => l)) {
    const [name, summary] = line.split("\t");
    const option = document.createElement("option");
    option.value = name;
    option.textContent = name;
    option.title = summary;
    $("species").append(option);
  }
  $("species").value = drawing.species;
  // Sets the species of a new drawing; false (with a message) when the drawing has begun
  // or the name is not a built-in species.
  function setSpecies(name) {
    if (!editable()) return false;
    if (![...$("species").options].some((option) => option.value === name)) {
      message(`No species is called ${name}.`);
      return false;
    }
    if (drawing.events.length > 0) {
      message("The species applies to a new drawing: clear the page, or save and start again.");
      $("species").value = drawing.species;
      return false;
    }
    drawing.species = name;
    $("species").value = name;
    return true;
  }
  $("species").onchange = () => setSpecies($("species").value);

  // The pressure switch: whether a pen's pressure sets the stems' width (the header's "pressure").
  function setPressure(on) {
    if (editable()) drawing.usesPressure = Boolean(on);
    $("pressure").checked = drawing.usesPressure;
    return drawing.usesPressure === Boolean(on);
  }
  $("pressure").onchange = () => setPressure($("pressure").checked);

  // Files: save writes the .vine; open reads one, chosen or dropped.
  function download(blob, name) {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }
  $("save").onclick = () => download(new Blob([recordingText()], { type: "application/x-vine" }), "drawing.vine");
  // Loads the recording `text`: the page's own kind is drawn on; any other plays as it is.
  function load(text, source) {
    if (!sceneMarks(text, 0, 1, 0x7fffffff)) {
      message(`${source}: not a Vine recording the core can read`);
      return false;
    }
    const lines = text.trimEnd().split("\n");
    const header = JSON.parse(lines[0]);
    const seed = /"seed":(\d+)/.exec(lines[0]);
    const drawable = ["vine", "width", "height", "seed", "species", "params", "style", "pressure"];
    let own = Object.keys(header).every((key) => drawable.includes(key)) && header.vine === 2 && seed;
    const events = [];
    for (const line of lines.slice(1)) {
      const event = JSON.parse(line);
      const code = codes[event[1]];
      if (code === undefined) { own = false; break; }
      if (code <= codes.up) {
        const [pressure, tiltX, tiltY] = [event[5] ?? -1, event[6] ?? NaN, event[7] ?? NaN];
        events.push(event[0], code, event[2], event[3], event[4], pressure, tiltX, tiltY);
      } else events.push(event[0], code, 0, 0, 0, -1, NaN, NaN);
    }
    Object.assign(drawing, {
      width: header.width, height: header.height, seed: seed ? BigInt(seed[1]) : 0n,
      species: header.species || (header.look === "natural" ? "natural" : "classic"), events, fixedText: null,
      usesPressure: header.pressure !== "off",
    });
    loads++;
    if (!own || recordingText() !== text) {
      drawing.fixedText = text;
      drawing.fixedLastTime = Math.max(0, Number(JSON.parse(lines[lines.length - 1])[0]) || 0);
    }
    $("species").value = drawing.species;
    $("pressure").checked = drawing.usesPressure;
    started = null;
    layout();
    stopReplay();
    message("");
    return true;
  }
  async function openFile(file) {
    if (file.size > 64 * 1024 * 1024) return message(`${file.name}: larger than 64 MiB`);
    load(await file.text(), file.name);
  }
  $("open").onchange = () => { if ($("open").files[0]) openFile($("open").files[0]); };
  document.addEventListener("dragover", (event) => event.preventDefault());
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    if (event.dataTransfer.files[0]) openFile(event.dataTransfer.files[0]);
  });

  // Share: the page's address carries the recording, deflated, in its fragment.
  async function deflate(text) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    let binaryText = "";
    for (const byte of bytes) binaryText += String.fromCharCode(byte);
    return btoa(binaryText).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  }
  async function inflate(fragment) {
    return await new Response(inflated(bytesOf(fragment.replaceAll("-", "+").replaceAll("_", "/")))).text();
  }
  // The page's address carrying the drawing.
  const link = async () => location.href.split("#")[0] + "#v1=" + (await deflate(recordingText()));
  $("share").onclick = async () => {
    const address = await link();
    history.replaceState(null, "", address);
    try {
      await navigator.clipboard.writeText(address);
      message("The link is copied.");
    } catch {
      message("The link is in the address bar.");
    }
  };
  // Opens the drawing of the address's fragment (`#v1=…`); any other fragment is not a link's.
  async function openFragment() {
    if (!location.hash.startsWith("#v1=")) return;
    const match = /^#v1=([A-Za-z0-9_-]+)$/.exec(location.hash);
    try {
      if (!match) throw new Error("not base64url");
      const text = await inflate(match[1]);
      if (!load(text, "the link")) throw new Error("not a recording");
    } catch {
      message("The link does not carry a drawing.");
    }
  }
  window.addEventListener("hashchange", openFragment);

  layout();
  await openFragment();

  // Export: a PNG still of the drawing as shown, a point a pixel, with the recording inside
  // as `vine export` puts it there (an iTXt chunk, keyword "vine", zlib-compressed, before
  // IEND), so `vine` opens the picture as the drawing.
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  function crc32(bytes) {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  }
  async function exportPNG() {
    const text = recordingText();
    const still = document.createElement("canvas");
    still.width = Math.round(drawing.width);
    still.height = Math.round(drawing.height);
    const numbers = sceneNumbers(shownDrawing(), currentTime(), 1, 0);
    if (!numbers) throw new Error("the drawing does not read");
    paintScene(numbers, still.getContext("2d"), 1);
    const png = new Uint8Array(await (await new Promise((r) => still.toBlob(r, "image/png"))).arrayBuffer());
    const zlib = new Uint8Array(
      await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
    const typed = new Uint8Array([...new TextEncoder().encode("iTXtvine"), 0, 1, 0, 0, 0, ...zlib]);
    const chunk = new Uint8Array(typed.length + 8);
    const view = new DataView(chunk.buffer);
    view.setUint32(0, typed.length - 4);
    chunk.set(typed, 4);
    view.setUint32(typed.length + 4, crc32(typed));
    const end = png.length - 12;
    return new Blob([png.subarray(0, end), chunk, png.subarray(end)], { type: "image/png" });
  }

  // Export: a WebM video of the whole replay, 0 s to its end, painted frame by frame on a
  // canvas of its own at `videoRate` frames a second, a point a pixel (the sides rounded up
  // to even, the background filling the margin), encoded by WebCodecs and written by
  // Web/webm.js. VP9 comes first: its stream carries the colour space the encoder used (full
  // range BT.709), which any player follows; VP8's says BT.601, so players that trust it
  // over the file's Colour element show its colours paler. Frame i shows the drawing at
  // i / videoRate seconds, the last at the end: the timestamps come from the frame's number,
  // never from the clock. The drawing is the recording as it stands when the export begins.
  const videoRate = 30;
  const videoCodecs = [["vp09.00.40.08", "V_VP9"], ["vp8", "V_VP8"]];
  // A Blob of the video; `progress` is told the fraction of frames encoded after each.
  async function exportWebM(progress = () => {}) {
    if (typeof VideoEncoder === "undefined") {
      throw new Error("this browser has no WebCodecs VideoEncoder to encode video");
    }
    const text = recordingText();
    const end = lastEventTime() + growthTime;
    const width = 2 * Math.ceil(Math.round(drawing.width) / 2);
    const height = 2 * Math.ceil(Math.round(drawing.height) / 2);
    let chosen = null;
    for (const [codec, id] of videoCodecs) {
      const config = { codec, width, height, framerate: videoRate, bitrate: (width * height * videoRate) / 4 };
      if ((await VideoEncoder.isConfigSupported(config)).supported) {
        chosen = { config, id };
        break;
      }
    }
    if (!chosen) throw new Error(`this browser encodes neither VP9 nor VP8 at ${width} × ${height}`);

    const frames = [];
    let colorSpace; // how the encoder turned RGB into YUV, as its first output tells
    let failure = null; // the encoder's error, once it fails
    let wake = () => {}; // resolves the wait for the encoder's queue to shorten
    const encoder = new VideoEncoder({
      output(chunk, metadata) {
        colorSpace ??= metadata?.decoderConfig?.colorSpace;
        const data = new Uint8Array(chunk.byteLength);
        chunk.copyTo(data);
        frames.push({ timestamp: chunk.timestamp, key: chunk.type === "key", data });
      },
      error(error) {
        failure = new Error(`the video encoder failed: ${error.message}`);
        wake();
      },
    });
    encoder.ondequeue = () => wake();
    const frameLength = 1e6 / videoRate;
    const count = Math.max(1, Math.ceil(end * videoRate));
    const still = document.createElement("canvas");
    [still.width, still.height] = [width, height];
    const context = still.getContext("2d");
    try {
      encoder.configure(chosen.config);
      for (let index = 0; index < count; index++) {
        const numbers = sceneMarks(text, index === count - 1 ? end : index / videoRate, 1, 0);
        if (!numbers) throw new Error("the drawing does not read");
        paintScene(numbers, context, 1);
        const frame = new VideoFrame(still, { timestamp: Math.round(index * frameLength), alpha: "discard" });
        // A keyframe every two seconds: each begins a cluster that a player can seek to.
        encoder.encode(frame, { keyFrame: index % (2 * videoRate) === 0 });
        frame.close();
        progress((index + 1) / count);
        while (encoder.encodeQueueSize > 2 && !failure) await new Promise((resolve) => { wake = resolve; });
        if (failure) throw failure;
      }
      await encoder.flush();
    } catch (error) {
      throw failure ?? error;
    } finally {
      if (encoder.state !== "closed") encoder.close();
    }
    return webm.write({ codec: chosen.id, width, height, colorSpace, frameLength, frames });
  }

  // A Lottie or an animated SVG of the drawing: the bytes `vine export` writes of its
  // recording with no options, made by the core.
  const animations = { lottie: [0, "application/json"], svg: [1, "image/svg+xml"] };
  function exportAnimation(kind) {
    const [code, type] = animations[kind];
    const bytes = new TextEncoder().encode(recordingText());
    const textPointer = place(bytes);
    const [pointer, count] = withCount((countPointer) => core.vine_export(textPointer, bytes.length, code, countPointer));
    core.vine_free(textPointer);
    if (!pointer) throw new Error("the drawing does not read");
    const file = new Uint8Array(memory.buffer, pointer, count).slice();
    core.vine_free(pointer);
    return new Blob([file], { type });
  }
  // The export `kind` ("png", "webm", "lottie" or "svg") as a Blob.
  async function exportFile(kind) {
    if (kind === "png") return exportPNG();
    if (kind === "webm") return exportWebM();
    if (Object.hasOwn(animations, kind)) return exportAnimation(kind);
    throw new Error(`the page cannot export ${kind}: it exports png, webm, lottie or svg`);
  }

  // The export buttons: each downloads its file, or says why there is none.
  for (const [id, kind, name] of [["png", "png", "drawing.png"], ["lottie", "lottie", "drawing.json"], ["svg", "svg", "drawing.svg"]]) {
    $(id).onclick = async () => {
      try {
        download(await exportFile(kind), name);
      } catch (error) {
        message(`No ${$(id).textContent}: ${error.message}`);
      }
    };
  }
  $("webm").onclick = async () => {
    $("webm").disabled = true;
    try {
      download(await exportWebM((done) => message(`WebM: ${Math.floor(done * 100)} %`)), "drawing.webm");
      message("");
    } catch (error) {
      message(`No WebM: ${error.message}`);
    } finally {
      $("webm").disabled = false;
    }
  };

  // The page's interface for scripts and tests, once a shared drawing is open.
  Object.assign(vine, {
    canvas,
    recording: () => recordingText(),
    info: () => sceneInfo(recordingText()),
    load: (text) => load(text, "the text"),
    link,
    time: () => currentTime(),
    end: () => lastEventTime() + growthTime,
    seek,
    play,
    pause,
    setSpecies,
    setPressure,
    export: exportFile,
  });
  requestAnimationFrame(frame);
  vine.start.resolve(true);
})().catch((error) => {
  document.getElementById("message").textContent = `The page could not start: ${error.message}`;
  vine.start.reject(error);
});
