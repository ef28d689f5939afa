// pdf-lib decodes every object stream and cross-reference stream while it loads a document,
// into a buffer that grows without a limit: a 5 MB upload of deflated zeros is gigabytes once
// decoded (a decompression bomb), and the library offers no option to cap it. This wraps the
// one method every decoder of the library grows its buffer through (DecodeStream's
// ensureBuffer, a port of pdf.js's) so that, inside `withDecodeBudget`, the bytes decoded for
// one document are capped; past the cap decoding stops with DecodeBudgetExceeded. Outside a
// budget (no caller today) the library behaves as it ships. The budget is per async context,
// so concurrent checks do not share one.
import { AsyncLocalStorage } from 'node:async_hooks';
import { decodePDFRawStream, PDFContext, PDFName, PDFRawStream } from '@cantoo/pdf-lib';

export class DecodeBudgetExceeded extends Error {
  constructor(readonly limit: number) {
    super(`PDF streams decode to more than ${limit} bytes`);
  }
}

interface Budget {
  limit: number;
  used: number;
  /** Set once the cap is hit: the parser may catch the error and go on, the caller may not. */
  exceeded: boolean;
  /** What each stream had already requested: a growing buffer is counted once. */
  requested: WeakMap<object, number>;
}

const budgets = new AsyncLocalStorage<Budget>();

interface GrowingBuffer {
  ensureBuffer(requested: number): Uint8Array;
}

function decodeStreamPrototype(): GrowingBuffer {
  // A Flate stream of the library: its prototype's prototype is DecodeStream, the base class
  // of every decoder (Flate, LZW, ASCII85, ASCIIHex, RunLength, decryption).
  const context = PDFContext.create();
  const dict = context.obj({});
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  const probe: unknown = decodePDFRawStream(PDFRawStream.of(dict, new Uint8Array([0x78, 0x9c])));
  const base: unknown = Object.getPrototypeOf(Object.getPrototypeOf(probe));
  if (
    typeof base !== 'object' ||
    base === null ||
    typeof (base as Partial<GrowingBuffer>).ensureBuffer !== 'function'
  ) {
    // Fail closed: a library update moved the method, and a PDF cannot be checked safely.
    throw new Error('pdf-lib: DecodeStream.ensureBuffer not found; update pdf-decode-guard.ts');
  }
  return base as GrowingBuffer;
}

let installed = false;

function install(): void {
  if (installed) return;
  const prototype = decodeStreamPrototype();
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this`
  const original = prototype.ensureBuffer;
  prototype.ensureBuffer = function (this: object, requested: number) {
    const budget = budgets.getStore();
    if (budget) {
      const before = budget.requested.get(this) ?? 0;
      if (requested > before) {
        budget.used += requested - before;
        budget.requested.set(this, requested);
        if (budget.used > budget.limit) {
          budget.exceeded = true;
          throw new DecodeBudgetExceeded(budget.limit);
        }
      }
    }
    return original.call(this, requested);
  };
  installed = true;
}

/**
 * Runs `work` (a pdf-lib load, walk and save) with at most `limit` bytes of decoded streams;
 * past them it fails with DecodeBudgetExceeded, even where the parser caught the error itself
 * (it takes an object it cannot read for an invalid one and goes on).
 */
export async function withDecodeBudget<T>(limit: number, work: () => Promise<T>): Promise<T> {
  install();
  const budget: Budget = { limit, used: 0, exceeded: false, requested: new WeakMap() };
  let result: T;
  try {
    result = await budgets.run(budget, work);
  } catch (error) {
    throw budget.exceeded ? new DecodeBudgetExceeded(limit) : error;
  }
  if (budget.exceeded) throw new DecodeBudgetExceeded(limit);
  return result;
}
