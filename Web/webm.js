"use strict";
// A WebM writer for the page's video export: the frames a WebCodecs VideoEncoder gave, in
// one file. WebM is Matroska (RFC 9559) restricted to a few codecs, written in EBML
// (RFC 8794): every element is its ID, its body's size as a variable-length integer, then
// its body (numbers, text, or further elements). The whole file is known before it is
// written, so every size is exact and the index of clusters (Cues) can come first:
//
//   EBML header            DocType "webm"
//   Segment
//     Info                 the time unit (1 ms), the duration, the writer's name
//     Tracks               one video track: its codec (V_VP8 or V_VP9), frame length, pixels,
//                          colour space
//     Cues                 the time and place of each cluster, for seeking
//     Cluster …            one from each keyframe: its time, then each frame a SimpleBlock
//
// No code here comes from elsewhere; the IDs are the specification's.
const webm = (() => {
  // The element IDs, with their length marker bits as they are written.
  const ids = {
    ebml: 0x1a45dfa3, ebmlVersion: 0x4286, ebmlReadVersion: 0x42f7, ebmlMaxIDLength: 0x42f2,
    ebmlMaxSizeLength: 0x42f3, docType: 0x4282, docTypeVersion: 0x4287, docTypeReadVersion: 0x4285,
    segment: 0x18538067,
    info: 0x1549a966, timestampScale: 0x2ad7b1, duration: 0x4489, muxingApp: 0x4d80, writingApp: 0x5741,
    tracks: 0x1654ae6b, trackEntry: 0xae, trackNumber: 0xd7, trackUID: 0x73c5, trackType: 0x83, flagLacing: 0x9c,
    defaultDuration: 0x23e383, codecID: 0x86, video: 0xe0, pixelWidth: 0xb0, pixelHeight: 0xba,
    colour: 0x55b0, matrixCoefficients: 0x55b1, range: 0x55b9, transferCharacteristics: 0x55ba, primaries: 0x55bb,
    cues: 0x1c53bb6b, cuePoint: 0xbb, cueTime: 0xb3, cueTrackPositions: 0xb7, cueTrack: 0xf7,
    cueClusterPosition: 0xf1,
    cluster: 0x1f43b675, timestamp: 0xe7, simpleBlock: 0xa3,
  };
  // Nanoseconds per unit of time in the file: blocks and clusters count milliseconds.
  const timestampScale = 1000000;
  // The largest time from its cluster's a block can carry (a signed 16-bit number).
  const blockReach = 32767;
  // The Colour element's parts: a name in WebCodecs' colour space, the part's ID, and the
  // code points (ITU-T H.273; Matroska's for the range) of the name's values.
  const colourParts = [
    ["matrix", ids.matrixCoefficients, { rgb: 0, bt709: 1, bt470bg: 5, smpte170m: 6, "bt2020-ncl": 9 }],
    ["fullRange", ids.range, { false: 1, true: 2 }],
    [
      "transfer", ids.transferCharacteristics,
      { bt709: 1, smpte170m: 6, linear: 8, "iec61966-2-1": 13, pq: 16, hlg: 18 },
    ],
    ["primaries", ids.primaries, { bt709: 1, bt470bg: 5, smpte170m: 6, bt2020: 9, smpte432: 12 }],
  ];

  // `value` (a whole number below 2^53) as `width` bytes, big-endian.
  function bigEndian(value, width) {
    const bytes = new Uint8Array(width);
    for (let i = width - 1; i >= 0; i--) {
      bytes[i] = value % 256;
      value = Math.floor(value / 256);
    }
    return bytes;
  }
  // The fewest bytes (at least one) that hold `value`.
  function widthOf(value) {
    let width = 1;
    while (value >= 256 ** width) width++;
    return width;
  }
  // An ID's bytes: its value already carries the length marker.
  const idBytes = (id) => bigEndian(id, widthOf(id));
  // A size as EBML's variable-length integer: a length marker (a 1 bit after as many 0 bits
  // as bytes follow the first) then the value, in the fewest bytes; a value of all 1 bits
  // means "unknown", so it takes one byte more.
  function sizeBytes(size) {
    let width = 1;
    while (size >= 2 ** (7 * width) - 1) width++;
    const bytes = bigEndian(size, width);
    bytes[0] |= 0x80 >> (width - 1);
    return bytes;
  }
  // An element: its ID, the size of its body, then the body's parts (byte arrays, or arrays
  // of them nested as the elements are), flattened into one list of byte arrays.
  function element(id, ...body) {
    const parts = body.flat(Infinity);
    const size = parts.reduce((sum, part) => sum + part.length, 0);
    return [idBytes(id), sizeBytes(size), ...parts];
  }
  // An unsigned integer element, in the fewest bytes or in `width`.
  const uint = (id, value, width = widthOf(value)) => element(id, bigEndian(value, width));
  // A text element (ASCII).
  const string = (id, text) => element(id, new TextEncoder().encode(text));
  // A float element: an IEEE 754 double, big-endian.
  function float(id, value) {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setFloat64(0, value);
    return element(id, bytes);
  }
  // The bytes the parts of elements take together.
  const length = (parts) => parts.flat(Infinity).reduce((sum, part) => sum + part.length, 0);

  // A SimpleBlock of track 1: the track number (a variable-length integer), the time from
  // its cluster's (signed 16-bit), the flags (0x80: a keyframe; no lacing), then the frame.
  function simpleBlock(time, key, data) {
    const header = new Uint8Array(4);
    header[0] = 0x81;
    new DataView(header.buffer).setInt16(1, time);
    header[3] = key ? 0x80 : 0;
    return element(ids.simpleBlock, header, data);
  }

  // The clusters of `frames` ({ time in milliseconds, key, data }, in order): a new one from
  // each keyframe, and wherever a block would lie too far from its cluster's time.
  function clustersOf(frames) {
    const clusters = [];
    let current = null;
    for (const frame of frames) {
      if (!current || frame.key || frame.time - current.time > blockReach) {
        current = { time: frame.time, key: frame.key, blocks: [] };
        clusters.push(current);
      }
      current.blocks.push(simpleBlock(frame.time - current.time, frame.key, frame.data));
    }
    return clusters.map((cluster) => ({
      time: cluster.time,
      key: cluster.key,
      parts: element(ids.cluster, uint(ids.timestamp, cluster.time), cluster.blocks),
    }));
  }

  // The Colour element of the WebCodecs colour space `space` (how the encoder turned RGB
  // into YUV, which a player must undo): each part the encoder named; none when it named none.
  function colour(space) {
    const named = colourParts.filter(([name, , codes]) => Object.hasOwn(codes, String(space?.[name])));
    const parts = named.map(([name, id, codes]) => uint(id, codes[String(space[name])]));
    return parts.length ? element(ids.colour, parts) : [];
  }

  // The Cues: for each cluster that begins with a keyframe, its time and its place
  // (`positions`, bytes from the start of the Segment's body), always 8 bytes wide so that
  // the Cues' size does not depend on where the clusters fall.
  function cues(clusters, positions) {
    const points = clusters.flatMap((cluster, index) => cluster.key ? [
      element(ids.cuePoint, uint(ids.cueTime, cluster.time), element(ids.cueTrackPositions,
        uint(ids.cueTrack, 1), uint(ids.cueClusterPosition, positions[index], 8))),
    ] : []);
    return element(ids.cues, points);
  }

  // A WebM file (a Blob) of one video track: `codec` the Matroska codec ID ("V_VP8" or
  // "V_VP9"), `width` × `height` pixels, `colorSpace` the encoder's (WebCodecs'
  // VideoColorSpaceInit, or nothing), `frameLength` each frame's time in microseconds,
  // `frames` the encoded frames in order ({ timestamp in microseconds, key, data }).
  function write({ codec, width, height, colorSpace, frameLength, frames }) {
    const inFile = frames.map((frame) => ({
      time: Math.round(frame.timestamp / 1000), key: frame.key, data: frame.data,
    }));
    const last = frames.length ? frames[frames.length - 1].timestamp : -frameLength;
    // Version 4 of the format for Colour; a reader of version 2 (SimpleBlock) plays it.
    const header = element(ids.ebml,
      uint(ids.ebmlVersion, 1), uint(ids.ebmlReadVersion, 1), uint(ids.ebmlMaxIDLength, 4),
      uint(ids.ebmlMaxSizeLength, 8), string(ids.docType, "webm"), uint(ids.docTypeVersion, 4),
      uint(ids.docTypeReadVersion, 2));
    const info = element(ids.info,
      uint(ids.timestampScale, timestampScale), string(ids.muxingApp, "Vine"), string(ids.writingApp, "Vine"),
      float(ids.duration, (last + frameLength) / 1000));
    const tracks = element(ids.tracks, element(ids.trackEntry,
      uint(ids.trackNumber, 1), uint(ids.trackUID, 1), uint(ids.trackType, 1), uint(ids.flagLacing, 0),
      string(ids.codecID, codec), uint(ids.defaultDuration, Math.round(frameLength * 1000)),
      element(ids.video, uint(ids.pixelWidth, width), uint(ids.pixelHeight, height), colour(colorSpace))));
    const clusters = clustersOf(inFile);
    // The clusters follow Info, Tracks and Cues, whose size the positions do not change.
    let position = length(info) + length(tracks) + length(cues(clusters, clusters.map(() => 0)));
    const positions = clusters.map((cluster) => {
      const at = position;
      position += length(cluster.parts);
      return at;
    });
    const segment = element(ids.segment, info, tracks, cues(clusters, positions), clusters.map((c) => c.parts));
    return new Blob([...header, ...segment], { type: "video/webm" });
  }

  return { write };
})();
