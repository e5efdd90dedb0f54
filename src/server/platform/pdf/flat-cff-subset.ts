// Font subsets whose cost grows with the glyphs a document uses, not with the font. fontkit's CFF subset
// keeps every subroutine index of the font at its full length (unused entries emptied, so the numbers
// the charstrings call still match): for Noto Sans Hant, 599 global and ≈ 10,000 local subroutines
// sized, copied and encoded for every PDF, ≈ 80 % of a summary page's CPU and most of its garbage
// (bench:admin-zip's profile, issue 33). Here each used glyph's charstring has its subroutine calls
// replaced by the subroutines' bytes (what fontTools calls desubroutinizing), once per glyph for the
// thread's life, and the subset carries no subroutines at all. The outlines and hints are the same bytes
// run in the same order; a charstring this does not understand (the old arithmetic operators, which CJK
// fonts do not use) leaves that subset to fontkit's own way.

/** A subroutine or charstring as fontkit indexes it: where its bytes are in the font. */
interface Span {
  offset: number;
  length: number;
}

interface PrivateDict {
  Subrs?: Span[] | Uint8Array[];
  [key: string]: unknown;
}

interface FontDict {
  Private?: PrivateDict | null;
  [key: string]: unknown;
}

interface TopDict {
  FDArray?: FontDict[];
  FDSelect?: unknown;
  Private?: PrivateDict | null;
  [key: string]: unknown;
}

/** The parts of fontkit's CFF table this reads (fontkit has no types for them). */
interface CffTable {
  isCIDFont: boolean;
  globalSubrIndex: Span[];
  topDict: TopDict;
  stream: { pos: number; readBuffer(length: number): Uint8Array };
  getCharString(gid: number): Uint8Array;
  fdForGlyph(gid: number): number | null;
  privateDictForGlyph(gid: number): PrivateDict | null;
}

/** The parts of fontkit's CFFSubset this replaces: its encode() calls these two, then writes what they set. */
interface CffSubset {
  cff?: CffTable;
  glyphs: number[];
  charstrings: Uint8Array[];
  gsubrs: Uint8Array[];
  subsetCharstrings(): void;
  subsetFontdict(topDict: TopDict): void;
  createCIDFontdict(topDict: TopDict): unknown;
}

interface SubsettableFont {
  createSubset(): CffSubset;
}

/** Type 2 charstring operators (the Adobe technical note 5177). */
const OP = { hstem: 1, vstem: 3, callsubr: 10, return: 11, escape: 12, endchar: 14, hstemhm: 18, hintmask: 19, cntrmask: 20, vstemhm: 23, shortint: 28, callgsubr: 29 } as const;
/** The escaped operators a flattened charstring may hold: the flexes (they clear the stack like any drawing operator). */
const FLEX = new Set([34, 35, 36, 37]);
const MAX_NESTING = 10;

/** The number a charstring adds to a subroutine's operand (by the count of subroutines in its index). */
const bias = (count: number) => (count < 1240 ? 107 : count < 33900 ? 1131 : 32768);

class Unflattenable extends Error {}

/** One glyph's charstring with every subroutine call replaced by the subroutine's bytes. */
export function flatCharstring(cff: CffTable, gid: number): Uint8Array {
  const local = (cff.privateDictForGlyph(gid)?.Subrs ?? []) as Span[];
  const global = cff.globalSubrIndex ?? [];
  const bytesOf = (span: Span | undefined) => {
    if (!span) throw new Unflattenable('a call to a subroutine the font does not have');
    cff.stream.pos = span.offset;
    return cff.stream.readBuffer(span.length);
  };
  const out: number[] = [];
  // The operands waiting for their operator: values (a call's operand is its subroutine number) and
  // where each starts in `out` (a call's operand is taken out again).
  const values: number[] = [];
  const starts: number[] = [];
  let stems = 0;
  let ended = false;
  const clear = () => {
    values.length = 0;
    starts.length = 0;
  };

  const run = (code: Uint8Array, depth: number) => {
    if (depth > MAX_NESTING) throw new Unflattenable('subroutines nested too deep');
    let i = 0;
    while (i < code.length && !ended) {
      const b = code[i]!;
      if (b >= 32 || b === OP.shortint) {
        let size = 1;
        let value: number;
        if (b === OP.shortint) {
          value = (((code[i + 1]! << 8) | code[i + 2]!) << 16) >> 16;
          size = 3;
        } else if (b <= 246) value = b - 139;
        else if (b <= 250) {
          value = (b - 247) * 256 + code[i + 1]! + 108;
          size = 2;
        } else if (b <= 254) {
          value = -(b - 251) * 256 - code[i + 1]! - 108;
          size = 2;
        } else {
          value = ((code[i + 1]! << 24) | (code[i + 2]! << 16) | (code[i + 3]! << 8) | code[i + 4]!) / 65536;
          size = 5;
        }
        starts.push(out.length);
        values.push(value);
        for (let k = 0; k < size; k++) out.push(code[i + k]!);
        i += size;
        continue;
      }
      if (b === OP.callsubr || b === OP.callgsubr) {
        const subrs = b === OP.callsubr ? local : global;
        const number = values.pop();
        const start = starts.pop();
        if (number === undefined || start === undefined) throw new Unflattenable('a call without its operand');
        out.length = start;
        run(bytesOf(subrs[number + bias(subrs.length)]), depth + 1);
        i += 1;
        continue;
      }
      if (b === OP.return) return;
      if (b === OP.endchar) {
        out.push(b);
        ended = true;
        return;
      }
      if (b === OP.hstem || b === OP.vstem || b === OP.hstemhm || b === OP.vstemhm) {
        stems += values.length >> 1;
        out.push(b);
        clear();
        i += 1;
        continue;
      }
      if (b === OP.hintmask || b === OP.cntrmask) {
        // Operands before a mask are an implied vstemhm; the mask has a bit per stem so far.
        stems += values.length >> 1;
        const maskBytes = (stems + 7) >> 3;
        out.push(b);
        for (let k = 1; k <= maskBytes; k++) out.push(code[i + k]!);
        clear();
        i += 1 + maskBytes;
        continue;
      }
      if (b === OP.escape) {
        const second = code[i + 1]!;
        if (!FLEX.has(second)) throw new Unflattenable(`escaped operator 12 ${second}`);
        out.push(b, second);
        clear();
        i += 2;
        continue;
      }
      out.push(b);
      clear();
      i += 1;
    }
  };
  run(cff.getCharString(gid), 0);
  return Uint8Array.from(out);
}

/** A private dictionary with no local subroutines (as fontTools leaves one it desubroutinized). */
function withoutSubrs(dict: PrivateDict): PrivateDict {
  const { Subrs: _unused, ...rest } = dict;
  return rest;
}

/**
 * Makes `font` (a parsed fontkit font, as pdfkit embeds it) hand out subsets without subroutines. A font
 * that is not CFF is left as it is. The flattened charstrings are kept by glyph for the font's life.
 */
export function flattenCffSubsets(font: unknown): void {
  const target = font as SubsettableFont;
  if (typeof target.createSubset !== 'function') return;
  const original = target.createSubset.bind(target);
  const flattened = new Map<number, Uint8Array>();
  target.createSubset = () => {
    const subset = original();
    const cff = subset.cff;
    if (!cff) return subset;
    const ownCharstrings = subset.subsetCharstrings;
    const ownFontdict = subset.subsetFontdict;
    const ownCIDFontdict = subset.createCIDFontdict;
    let flat = false;
    subset.subsetCharstrings = function (this: CffSubset) {
      try {
        this.charstrings = this.glyphs.map((gid) => {
          let bytes = flattened.get(gid);
          if (!bytes) flattened.set(gid, (bytes = flatCharstring(cff, gid)));
          return bytes;
        });
        this.gsubrs = [];
        flat = true;
      } catch (err) {
        if (!(err instanceof Unflattenable)) throw err;
        ownCharstrings.call(this);
      }
    };
    // The font dictionaries the glyphs use, as fontkit picks them, with no subroutines.
    subset.subsetFontdict = function (this: CffSubset, topDict: TopDict) {
      if (!flat) return ownFontdict.call(this, topDict);
      const fdArray: FontDict[] = [];
      const fds: number[] = [];
      const position = new Map<number, number>();
      for (const gid of this.glyphs) {
        const fd = cff.fdForGlyph(gid);
        if (fd === null || fd === undefined) continue;
        if (!position.has(fd)) {
          const dict: FontDict = { ...cff.topDict.FDArray![fd] };
          delete dict.FontName;
          if (dict.Private) dict.Private = withoutSubrs(dict.Private);
          position.set(fd, fdArray.length);
          fdArray.push(dict);
        }
        fds.push(position.get(fd)!);
      }
      topDict.FDArray = fdArray;
      topDict.FDSelect = { version: 0, fds };
    };
    subset.createCIDFontdict = function (this: CffSubset, topDict: TopDict) {
      if (!flat) return ownCIDFontdict.call(this, topDict);
      topDict.FDArray = [{ Private: withoutSubrs(cff.topDict.Private ?? {}) }];
      topDict.FDSelect = { version: 3, nRanges: 1, ranges: [{ first: 0, fd: 0 }], sentinel: this.charstrings.length };
      return topDict.FDSelect;
    };
    return subset;
  };
}
