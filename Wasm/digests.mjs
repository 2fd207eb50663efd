// Runs the WebAssembly core (Scripts/wasm) under Node for the identity test: for each line of
// standard input, "RECORDING<TAB>SPECIES<TAB>T1,T2,…" (a .vine file, a built-in species or
// nothing, times in seconds), prints the scene digests (SceneDigest) at those times as
// 16-digit hexadecimal numbers separated by spaces, or "unreadable" when the recording does
// not read:
//   node Wasm/digests.mjs .build/wasm/vine.wasm < jobs.tsv
import { readFileSync } from "node:fs";
import { randomFillSync } from "node:crypto";

const [modulePath] = process.argv.slice(2);
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

const input = readFileSync(0, "utf8");
for (const line of input.split("\n").filter((l) => l.length > 0)) {
  const [recordingPath, species, timeList] = line.split("\t");
  const recording = readFileSync(recordingPath);
  const name = new TextEncoder().encode(species);
  const times = new Float64Array(timeList.split(",").map(Number));
  const recordingPointer = place(recording);
  const namePointer = place(name);
  const timesPointer = place(new Uint8Array(times.buffer));
  const out = core.vine_alloc(8 * times.length);
  const ok = core.vine_scene_digests(
    recordingPointer, recording.length, namePointer, name.length, timesPointer, times.length, out);
  const digests = new BigUint64Array(memory.buffer, out, times.length);
  console.log(ok ? Array.from(digests, (d) => d.toString(16).padStart(16, "0")).join(" ") : "unreadable");
  for (const pointer of [recordingPointer, namePointer, timesPointer, out]) core.vine_free(pointer);
}
