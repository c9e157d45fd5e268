// Adds TFLite model metadata with input NormalizationOptions to a .tflite that
// has none. MediaPipe tasks-vision refuses a float32 image input without it
// ("requires specifying NormalizationOptions metadata"), and the selfie
// segmentation .tflite files (from @mediapipe/selfie_segmentation, which fed
// the pixels itself) carry none. mean 0, std 255 feeds the net RGB in 0..1,
// the range the ONNX conversions and our engine use.
//
// FlatBuffers offsets to tables, vectors and strings point forward only, so
// the original model stays byte for byte and a new root goes in FRONT of it:
// a new Model table that shares every field of the old one, except `buffers`
// (the old buffers plus one holding the metadata) and `metadata` (the old
// entries plus {name: "TFLITE_METADATA", buffer: that index}). The prefix is
// a multiple of 64 bytes, so the old weights keep their alignment.
//
// Field ids (tflite schema.fbs; tflite-support metadata_schema.fbs):
//   Model: 0 version, 1 operator_codes, 2 subgraphs, 3 description, 4 buffers,
//          5 metadata_buffer, 6 metadata, 7 signature_defs (all but 0 are offsets)
//   Buffer: 0 data.  Metadata: 0 name, 1 buffer.
//   ModelMetadata: 3 subgraph_metadata.  SubGraphMetadata: 2 input_tensor_metadata.
//   TensorMetadata: 4 process_units.  ProcessUnit: 0 options_type (NormalizationOptions = 1), 1 options.
//   NormalizationOptions: 0 mean, 1 std.

const MODEL_OFFSET_FIELDS = 7; // ids 1..7
const METADATA_NAME = 'TFLITE_METADATA';
const NORMALIZATION_OPTIONS = 1;

// Writes FlatBuffers front to back: every reference is to something written
// later (or to absolute positions after the prefix), fixed up at the end.
class ForwardWriter {
  constructor() {
    this.bytes = [];
    this.fixups = []; // {at, target: () => absolute position}
  }
  get size() { return this.bytes.length; }
  pad(multiple) { while (this.bytes.length % multiple) this.bytes.push(0); }
  u8(v) { this.bytes.push(v & 0xff); }
  u16(v) { this.u8(v); this.u8(v >> 8); }
  u32(v) { this.u16(v & 0xffff); this.u16(v >>> 16); }
  f32(v) { for (const b of new Uint8Array(new Float32Array([v]).buffer)) this.u8(b); }
  // A 4-byte slot holding target() - slot position, resolved by finish().
  ref(target) { this.fixups.push({ at: this.size, target }); this.u32(0); }

  // fields: [id, kind, value] with kind 'u8' | 'u32' | 'ref' (value: () => position).
  // Every field takes a 4-byte slot, so all stay aligned. Returns the table's position.
  table(fields) {
    const count = fields.length ? Math.max(...fields.map(([id]) => id)) + 1 : 0;
    this.pad(2);
    const vtable = this.size;
    this.u16(4 + 2 * count);
    this.u16(4 + 4 * fields.length);
    const slot = new Map(fields.map(([id], i) => [id, 4 + 4 * i]));
    for (let id = 0; id < count; id++) this.u16(slot.get(id) ?? 0);
    this.pad(4);
    const table = this.size;
    this.u32(table - vtable); // soffset: vtable = table - soffset
    for (const [, kind, value] of fields) {
      if (kind === 'u8') { this.u8(value); this.u8(0); this.u16(0); }
      else if (kind === 'u32') this.u32(value);
      else this.ref(value);
    }
    return table;
  }

  // A vector of references; returns its position.
  refVector(targets) {
    this.pad(4);
    const at = this.size;
    this.u32(targets.length);
    for (const t of targets) this.ref(t);
    return at;
  }

  floatVector(values) {
    this.pad(4);
    const at = this.size;
    this.u32(values.length);
    for (const v of values) this.f32(v);
    return at;
  }

  string(text) {
    this.pad(4);
    const at = this.size;
    const utf8 = new TextEncoder().encode(text);
    this.u32(utf8.length);
    for (const b of utf8) this.u8(b);
    this.u8(0);
    return at;
  }

  // Resolves the references; returns the bytes.
  finish() {
    const out = new Uint8Array(this.bytes);
    const view = new DataView(out.buffer);
    for (const { at, target } of this.fixups) {
      const delta = target() - at;
      if (!(delta > 0)) throw new Error(`flatbuffer reference at ${at} does not point forward (${delta})`);
      view.setUint32(at, delta, true);
    }
    return out;
  }
}

// A lazily known position: set(p) once it is written.
function later() {
  let position;
  const target = () => {
    if (position === undefined) throw new Error('flatbuffer reference to something never written');
    return position;
  };
  target.set = (p) => { position = p; };
  return target;
}

// The ModelMetadata flatbuffer (identifier "M001") for one image input.
function normalizationMetadata(mean, std) {
  const w = new ForwardWriter();
  const root = later(), subgraphs = later(), subgraph = later(), inputs = later(), input = later();
  const units = later(), unit = later(), options = later(), meanVec = later(), stdVec = later();
  w.ref(root);
  for (const c of 'M001') w.u8(c.charCodeAt(0));
  root.set(w.table([[3, 'ref', subgraphs]]));
  subgraphs.set(w.refVector([subgraph]));
  subgraph.set(w.table([[2, 'ref', inputs]]));
  inputs.set(w.refVector([input]));
  input.set(w.table([[4, 'ref', units]]));
  units.set(w.refVector([unit]));
  unit.set(w.table([[0, 'u8', NORMALIZATION_OPTIONS], [1, 'ref', options]]));
  options.set(w.table([[0, 'ref', meanVec], [1, 'ref', stdVec]]));
  meanVec.set(w.floatVector(mean));
  stdVec.set(w.floatVector(std));
  w.pad(4);
  return w.finish();
}

// A table's fields: field(id) -> the absolute position of the field, 0 where absent.
function readTable(view, table) {
  const vtable = table - view.getInt32(table, true);
  const count = (view.getUint16(vtable, true) - 4) / 2;
  return (id) => {
    const offset = id < count ? view.getUint16(vtable + 4 + 2 * id, true) : 0;
    return offset ? table + offset : 0;
  };
}
const deref = (view, at) => at + view.getUint32(at, true);
function refVectorTargets(view, vector) {
  const length = view.getUint32(vector, true);
  return Array.from({ length }, (_, i) => deref(view, vector + 4 + 4 * i));
}
function readString(view, at) {
  const length = view.getUint32(at, true);
  return new TextDecoder().decode(new Uint8Array(view.buffer, view.byteOffset + at + 4, length));
}

// model: Uint8Array of a .tflite; returns a new Uint8Array with the metadata added.
export function addNormalizationMetadata(model, { mean = [0], std = [255] } = {}) {
  const view = new DataView(model.buffer, model.byteOffset, model.byteLength);
  if (String.fromCharCode(...model.subarray(4, 8)) !== 'TFL3') throw new Error('not a TFLite model (no TFL3 identifier)');
  const oldRoot = deref(view, 0);
  const field = readTable(view, oldRoot);
  const vtable = oldRoot - view.getInt32(oldRoot, true);
  if ((view.getUint16(vtable, true) - 4) / 2 > MODEL_OFFSET_FIELDS + 1) throw new Error('TFLite Model table has fields this tool does not know');
  if (!field(4)) throw new Error('TFLite model without buffers');
  const oldBuffers = refVectorTargets(view, deref(view, field(4)));
  const oldMetadata = field(6) ? refVectorTargets(view, deref(view, field(6))) : [];
  for (const entry of oldMetadata) {
    const name = readTable(view, entry)(0);
    if (name && readString(view, deref(view, name)) === METADATA_NAME) throw new Error('the model already has TFLITE_METADATA');
  }

  const w = new ForwardWriter();
  let prefix = 0; // known once the new part is written
  const old = (position) => () => prefix + position;
  const root = later(), buffers = later(), metadata = later(), buffer = later(), data = later(), entry = later(), name = later();
  w.ref(root);
  for (const c of 'TFL3') w.u8(c.charCodeAt(0));
  const fields = [[0, 'u32', field(0) ? view.getUint32(field(0), true) : 3]];
  for (let id = 1; id <= MODEL_OFFSET_FIELDS; id++) {
    if (id === 4) fields.push([4, 'ref', buffers]);
    else if (id === 6) fields.push([6, 'ref', metadata]);
    else if (field(id)) fields.push([id, 'ref', old(deref(view, field(id)))]);
  }
  root.set(w.table(fields));
  buffers.set(w.refVector([...oldBuffers.map(old), buffer]));
  metadata.set(w.refVector([...oldMetadata.map(old), entry]));
  buffer.set(w.table([[0, 'ref', data]]));
  entry.set(w.table([[0, 'ref', name], [1, 'u32', oldBuffers.length]]));
  name.set(w.string(METADATA_NAME));
  // The metadata buffer's contents start 16-aligned, as TFLite aligns buffer data.
  while ((w.size + 4) % 16) w.u8(0);
  data.set(w.size);
  const nested = normalizationMetadata(mean, std);
  w.u32(nested.length);
  for (const b of nested) w.u8(b);
  w.pad(64);
  prefix = w.size;
  const head = w.finish();
  const out = new Uint8Array(head.length + model.length);
  out.set(head, 0);
  out.set(model, head.length);
  return out;
}

// Reads back what addNormalizationMetadata wrote (a self-check): {mean, std}.
export function readNormalizationMetadata(model) {
  const view = new DataView(model.buffer, model.byteOffset, model.byteLength);
  const field = readTable(view, deref(view, 0));
  const buffers = refVectorTargets(view, deref(view, field(4)));
  for (const entry of refVectorTargets(view, deref(view, field(6)))) {
    const e = readTable(view, entry);
    if (readString(view, deref(view, e(0))) !== METADATA_NAME) continue;
    const dataVector = deref(view, readTable(view, buffers[view.getUint32(e(1), true)])(0));
    const meta = new DataView(model.buffer, model.byteOffset + dataVector + 4, view.getUint32(dataVector, true));
    const follow = (table, id) => deref(meta, readTable(meta, table)(id));
    const first = (vector) => refVectorTargets(meta, vector)[0];
    const subgraph = first(follow(deref(meta, 0), 3));
    const input = first(follow(subgraph, 2));
    const unit = first(follow(input, 4));
    if (meta.getUint8(readTable(meta, unit)(0)) !== NORMALIZATION_OPTIONS) throw new Error('not NormalizationOptions');
    const options = follow(unit, 1);
    const floats = (vector) => Array.from({ length: meta.getUint32(vector, true) }, (_, i) => meta.getFloat32(vector + 4 + 4 * i, true));
    return { mean: floats(follow(options, 0)), std: floats(follow(options, 1)) };
  }
  return null;
}
