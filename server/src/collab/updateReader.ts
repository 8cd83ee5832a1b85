/**
 * Reads a Yjs update (format v1, as y-websocket sends it) into what the server checks before it applies
 * it: each struct's id, length, where it attaches and its content, and the delete set. It builds no Yjs
 * objects: the precheck reads every update once more than Yjs does, and Y.decodeUpdate spent most of a
 * large update's time making structs the precheck throws away and a typed array per string.
 *
 * It reads what Yjs reads (yjs 13 `readClientsStructRefs`, `readItemContent`, lib0 `readAny`), and throws
 * on a damaged update, also where lib0 would read on past its end. An item holding a value Yjs would not
 * decode into plain JSON (a `__proto__` key, a bigint, bytes) has `other` content, which the precheck
 * refuses wherever it lands. updateReader.test.ts compares it with Y.decodeUpdate.
 */

export interface StructId {
  client: number;
  clock: number;
}

export type Content =
  | { type: 'deleted' }
  /** ContentAny: plain values, decoded as Yjs decodes them. */
  | { type: 'any'; values: unknown[] }
  /** Any other content (text, embeds, nested types, ... or an unplain value): never a plain entry. */
  | { type: 'other' };

export interface ItemStruct extends StructId {
  kind: 'item';
  length: number;
  origin: StructId | null;
  rightOrigin: StructId | null;
  /** A root type's name, the id of the item holding the parent type, or null (known from an origin). */
  parent: string | StructId | null;
  parentSub: string | null;
  content: Content;
}

export interface OtherStruct extends StructId {
  kind: 'gc' | 'skip';
  length: number;
}

export type Struct = ItemStruct | OtherStruct;

export interface ReadUpdate {
  structs: Struct[];
  /** Per client, its deleted ranges. */
  deletes: Map<number, { clock: number; len: number }[]>;
  /** Each plain value of Any content (in the order of the bytes), where its bytes start and end (applyRead). */
  values: PlainValues;
}

export interface PlainValues {
  starts: number[];
  ends: number[];
  values: unknown[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const END = 'Unexpected end of array';

const DELETED: Content = Object.freeze({ type: 'deleted' });
const OTHER: Content = Object.freeze({ type: 'other' });

/** Short ASCII strings read lately, by a hash of their bytes (one per slot; a collision replaces it). */
const RECENT_SLOTS = 1024;
const RECENT_LENGTH = 32;
const recent: (string | undefined)[] = new Array<string | undefined>(RECENT_SLOTS).fill(undefined);

const sameAscii = (s: string, a: Uint8Array, at: number) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) !== a[at + i]) return false;
  return true;
};

/** The whole update read; throws on a malformed one (as applying it would). */
export function readUpdate(update: Uint8Array): ReadUpdate {
  return new Reader(update).update();
}

class Reader {
  private pos = 0;
  private view: DataView | undefined;
  private buf: Buffer | undefined;
  /** The values read since it was reset hold one that is not plain JSON (see `any`). */
  private unplain = false;
  private readonly values: PlainValues = { starts: [], ends: [], values: [] };

  constructor(private readonly arr: Uint8Array) {}

  update(): ReadUpdate {
    const structs: Struct[] = [];
    const clients = this.uint();
    for (let c = 0; c < clients; c++) {
      const count = this.uint();
      const client = this.uint();
      let clock = this.uint();
      for (let i = 0; i < count; i++) {
        const s = this.struct(client, clock);
        structs.push(s);
        clock += s.length;
      }
    }
    const deletes = new Map<number, { clock: number; len: number }[]>();
    const n = this.uint();
    for (let c = 0; c < n; c++) {
      const client = this.uint();
      const count = this.uint();
      if (count === 0) continue;
      let ranges = deletes.get(client);
      if (!ranges) deletes.set(client, (ranges = []));
      for (let i = 0; i < count; i++) ranges.push({ clock: this.uint(), len: this.uint() });
    }
    return { structs, deletes, values: this.values };
  }

  private struct(client: number, clock: number): Struct {
    const info = this.byte();
    const ref = info & 31;
    if (ref === 0) return { kind: 'gc', client, clock, length: this.uint() };
    if (ref === 10) return { kind: 'skip', client, clock, length: this.uint() };
    const origin = info & 128 ? this.id() : null;
    const rightOrigin = info & 64 ? this.id() : null;
    const parentless = (info & (128 | 64)) === 0;
    const parent = parentless ? (this.uint() === 1 ? this.string() : this.id()) : null;
    const parentSub = parentless && info & 32 ? this.string() : null;
    const { content, length } = this.content(ref);
    return { kind: 'item', client, clock, length, origin, rightOrigin, parent, parentSub, content };
  }

  /** Item content by its ref (yjs contentRefs), and the item's length. */
  private content(ref: number): { content: Content; length: number } {
    switch (ref) {
      case 1:
        return { content: DELETED, length: this.uint() };
      case 2: {
        const len = this.uint();
        for (let i = 0; i < len; i++) {
          const c = this.string();
          if (c !== 'undefined') JSON.parse(c);
        }
        return { content: OTHER, length: len };
      }
      case 3:
        this.skipBytes();
        return { content: OTHER, length: 1 };
      case 4:
        return { content: OTHER, length: this.string().length };
      case 5:
        JSON.parse(this.string());
        return { content: OTHER, length: 1 };
      case 6:
        this.string();
        JSON.parse(this.string());
        return { content: OTHER, length: 1 };
      case 7: {
        const type = this.uint();
        if (type > 6) throw new TypeError(`Unknown type ${type}`);
        if (type === 3 || type === 5) this.string();
        return { content: OTHER, length: 1 };
      }
      case 8: {
        const len = this.uint();
        const values: unknown[] = [];
        let plain = true;
        for (let i = 0; i < len; i++) {
          const start = this.pos;
          this.unplain = false;
          const value = this.any();
          values.push(value);
          if (this.unplain) plain = false;
          else {
            this.values.starts.push(start);
            this.values.ends.push(this.pos);
            this.values.values.push(value);
          }
        }
        return { content: plain ? { type: 'any', values } : OTHER, length: len };
      }
      case 9:
        this.string();
        this.any();
        return { content: OTHER, length: 1 };
      default:
        throw new Error(`Unknown content type ${ref}`);
    }
  }

  /**
   * lib0's readAny. A value that is not plain JSON (a bigint, bytes, a `__proto__` key, which lib0 makes
   * the object's prototype) is read to its end, as Yjs reads on, and sets `unplain`.
   */
  private any(): unknown {
    const tag = this.byte();
    switch (tag) {
      case 127:
        return undefined;
      case 126:
        return null;
      case 125:
        return this.int();
      case 124:
        return this.float(4);
      case 123:
        return this.float(8);
      case 122:
        this.need(8);
        this.pos += 8;
        this.unplain = true;
        return undefined;
      case 121:
        return false;
      case 120:
        return true;
      case 119:
        return this.string();
      case 118: {
        const len = this.uint();
        const obj: Record<string, unknown> = {};
        for (let i = 0; i < len; i++) {
          const key = this.string();
          const value = this.any();
          if (key === '__proto__') this.unplain = true;
          else obj[key] = value;
        }
        return obj;
      }
      case 117: {
        const len = this.uint();
        const out: unknown[] = [];
        for (let i = 0; i < len; i++) out.push(this.any());
        return out;
      }
      case 116:
        this.skipBytes();
        this.unplain = true;
        return undefined;
      default:
        // lib0 calls an undefined entry of its table: a TypeError.
        throw new TypeError(`Unknown value type ${tag}`);
    }
  }

  private byte(): number {
    if (this.pos >= this.arr.length) throw new Error(END);
    return this.arr[this.pos++]!;
  }

  private need(n: number): void {
    if (this.pos + n > this.arr.length) throw new Error(END);
  }

  /** lib0 readVarUint. */
  private uint(): number {
    let num = 0;
    let mult = 1;
    const len = this.arr.length;
    while (this.pos < len) {
      const r = this.arr[this.pos++]!;
      num += (r & 127) * mult;
      mult *= 128;
      if (r < 128) return num;
      if (num > Number.MAX_SAFE_INTEGER) throw new Error('Integer out of Range');
    }
    throw new Error(END);
  }

  /** lib0 readVarInt (a negative zero stays -0, as there). */
  private int(): number {
    let r = this.byte();
    let num = r & 63;
    let mult = 64;
    const sign = r & 64 ? -1 : 1;
    if ((r & 128) === 0) return sign * num;
    const len = this.arr.length;
    while (this.pos < len) {
      r = this.arr[this.pos++]!;
      num += (r & 127) * mult;
      mult *= 128;
      if (r < 128) return sign * num;
      if (num > Number.MAX_SAFE_INTEGER) throw new Error('Integer out of Range');
    }
    throw new Error(END);
  }

  private float(bytes: 4 | 8): number {
    this.need(bytes);
    this.view ??= new DataView(this.arr.buffer, this.arr.byteOffset, this.arr.byteLength);
    const v = bytes === 4 ? this.view.getFloat32(this.pos, false) : this.view.getFloat64(this.pos, false);
    this.pos += bytes;
    return v;
  }

  private id(): StructId {
    const client = this.uint();
    return { client, clock: this.uint() };
  }

  /**
   * lib0 readVarString (TextDecoder, fatal): ASCII, by far the common case, without a copy. A short ASCII
   * string (a key, an enum value) comes from `recent` when it was read before: the same string object,
   * which V8 has already made a property key, instead of a new one.
   */
  private string(): string {
    const len = this.uint();
    const start = this.pos;
    const end = start + len;
    if (end > this.arr.length) throw new Error(END);
    this.pos = end;
    const a = this.arr;
    let hash = len;
    for (let i = start; i < end; i++) {
      const c = a[i]!;
      if (c >= 128) return utf8.decode(a.subarray(start, end));
      hash = (Math.imul(hash, 31) + c) | 0;
    }
    this.buf ??= Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    if (len > RECENT_LENGTH) return this.buf.toString('latin1', start, end);
    const slot = hash & (RECENT_SLOTS - 1);
    const kept = recent[slot];
    if (kept !== undefined && kept.length === len && sameAscii(kept, a, start)) return kept;
    return (recent[slot] = this.buf.toString('latin1', start, end));
  }

  private skipBytes(): void {
    const len = this.uint();
    this.need(len);
    this.pos += len;
  }
}
