// Runs the WebAssembly core (Scripts/wasm) under Node for the identity tests, one job a line
// of standard input, in one of three modes:
//   node Wasm/digests.mjs .build/wasm/vine.wasm < jobs.tsv
//     "RECORDING<TAB>SPECIES<TAB>T1,T2,…" (a .vine file, a built-in species or nothing,
//     times in seconds): prints the scene digests (SceneDigest) at those times as 16-digit
//     hexadecimal numbers separated by spaces, or "unreadable" when the recording does not read.
//   node Wasm/digests.mjs .build/wasm/vine.wasm export < jobs.tsv
//     "RECORDING<TAB>OUT" (OUT a .json or an .svg file): writes to OUT what the page exports
//     of the recording (vine_export: a Lottie or an animated SVG, as `vine export RECORDING
//     --out OUT`) and prints "written", or prints "unreadable" when the recording does not read.
//   node Wasm/digests.mjs .build/wasm/vine.wasm recording < jobs.tsv
//     "WIDTH<TAB>HEIGHT<TAB>SEED<TAB>SPECIES<TAB>PRESSURE<TAB>N1,N2,…" (a decimal 64-bit
//     seed, a built-in species or nothing, 1 or 0, the page's event numbers, 8 an event):
//     prints the .vine text vine_recording gives of the drawing as one JSON string, or
//     "refused" when an event is not one.
import { readFileSync, writeFileSync } from "node:fs";
import { randomFillSync } from "node:crypto";

const [modulePath, mode = "digests"] = process.argv.slice(2);
let memory;
// The four WASI functions the module imports: a fatal error's message goes to standard
// error; hash seeds come from the system's random source.
const wasi = {
  fd_write(fd, iovs, count, written) {
    const view = new DataView(memory.buffer);
    let total = 0;
    for (let i = 0; i < count; i++) {
      const base = view.getUint32(iovs + 8 * i, true);
      const length = view.getUint32(iovs + 8 * i + 4, true);
      process.stderr.write(new Uint8Array(memory.buffer, base, length));
      total += length;
    }
    view.setUint32(written, total, true);
    return 0;
  },
  fd_close: () => 0,
  fd_seek: () => 0,
  random_get(pointer, length) {
    randomFillSync(new Uint8Array(memory.buffer, pointer, length));
    return 0;
  },
};
const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), { wasi_snapshot_preview1: wasi });
const core = instance.exports;
memory = core.memory;

// Copies `bytes` into memory the module hands out; the caller frees it.
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

// A copy of the `count` bytes the module returned at `pointer`, which it frees.
function take(pointer, count) {
  const bytes = new Uint8Array(memory.buffer, pointer, count).slice();
  core.vine_free(pointer);
  return bytes;
}

// The digests line of a job's fields.
function digests(recordingPath, species, timeList) {
  const recording = readFileSync(recordingPath);
  const name = new TextEncoder().encode(species);
  const times = new Float64Array(timeList.split(",").map(Number));
  const recordingPointer = place(recording);
  const namePointer = place(name);
  const timesPointer = place(new Uint8Array(times.buffer));
  const out = core.vine_alloc(8 * times.length);
  const ok = core.vine_scene_digests(
    recordingPointer, recording.length, namePointer, name.length, timesPointer, times.length, out);
  const values = new BigUint64Array(memory.buffer, out, times.length);
  const line = ok ? Array.from(values, (d) => d.toString(16).padStart(16, "0")).join(" ") : "unreadable";
  for (const pointer of [recordingPointer, namePointer, timesPointer, out]) core.vine_free(pointer);
  return line;
}

// Writes the export of a job's recording to its file (a Lottie for .json, an animated SVG
// for .svg), as the page's exportAnimation makes it; the line that says so.
function exported(recordingPath, outPath) {
  const recording = readFileSync(recordingPath);
  const recordingPointer = place(recording);
  const kind = outPath.endsWith(".svg") ? 1 : 0;
  const [pointer, count] = withCount((countPointer) =>
    core.vine_export(recordingPointer, recording.length, kind, countPointer));
  core.vine_free(recordingPointer);
  if (!pointer) return "unreadable";
  writeFileSync(outPath, take(pointer, count));
  return "written";
}

// The .vine text of a job's drawing, as the page's recordingText makes it, as a JSON string.
function recording(width, height, seedText, species, pressure, numberList) {
  const seed = BigInt(seedText);
  const name = new TextEncoder().encode(species);
  const events = new Float64Array(numberList.length > 0 ? numberList.split(",").map(Number) : []);
  const namePointer = place(name);
  const eventsPointer = place(new Uint8Array(events.buffer));
  const [pointer, length] = withCount((count) =>
    core.vine_recording(
      Number(width), Number(height), Number(seed >> 32n), Number(seed & 0xffffffffn), namePointer, name.length,
      Number(pressure), eventsPointer, events.length / 8, count));
  core.vine_free(namePointer);
  core.vine_free(eventsPointer);
  return pointer ? JSON.stringify(new TextDecoder().decode(take(pointer, length))) : "refused";
}

const jobs = { digests, export: exported, recording };
if (!Object.hasOwn(jobs, mode)) throw new Error(`no mode ${mode}: digests, export or recording`);
const input = readFileSync(0, "utf8");
for (const line of input.split("\n").filter((l) => l.length > 0)) {
  console.log(jobs[mode](...line.split("\t")));
}
