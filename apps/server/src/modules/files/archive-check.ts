import { createInflateRaw } from 'node:zlib';
import { ARCHIVE_LIMITS, archiveExpansionLimit, UPLOAD_MSG } from '@auditorias/domain/files/upload-rules';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX32 = 0xffffffff;
/** An entry that is itself a zip is kept in memory to be opened too, up to this size. */
const NESTED_MAX_BYTES = 8 * 1024 * 1024;

class Damaged extends Error {}
class TooBig extends Error {}

interface Budget {
  left: number;
}

/**
 * Opens a zip archive (a .zip, .docx or .xlsx) entry by entry, inflating as a stream and counting (nothing is
 * kept but small nested archives, which are opened in turn), and answers the Spanish problem when it expands
 * beyond `archiveExpansionLimit` or cannot be read whole; null when it is fine. Entries that cannot be inflated
 * here (encrypted, other methods) count with their declared size. Overlapping entries count once per entry.
 */
export async function archiveProblem(content: Buffer): Promise<string | null> {
  const budget: Budget = { left: archiveExpansionLimit(content.length) };
  try {
    await measure(content, budget, 1);
    return null;
  } catch (error) {
    if (error instanceof TooBig) return UPLOAD_MSG.archiveExpands;
    if (error instanceof Damaged || error instanceof RangeError) return UPLOAD_MSG.archiveDamaged;
    throw error;
  }
}

function spend(budget: Budget, bytes: number) {
  budget.left -= bytes;
  if (budget.left < 0) throw new TooBig();
}

function findEndOfDirectory(zip: Buffer): number {
  const last = zip.length - 22;
  const first = Math.max(0, last - 0xffff);
  for (let i = last; i >= first; i--) if (zip.readUInt32LE(i) === END_OF_DIRECTORY) return i;
  throw new Damaged();
}

/** The 64-bit values a ZIP64 extra field holds for the 32-bit fields that are saturated, in their order. */
function zip64Values(extra: Buffer, wanted: number): bigint[] {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      const values: bigint[] = [];
      for (let i = 0; i < wanted; i++) {
        if (at + 4 + i * 8 + 8 > extra.length) throw new Damaged();
        values.push(extra.readBigUInt64LE(at + 4 + i * 8));
      }
      return values;
    }
    at += 4 + size;
  }
  throw new Damaged();
}

async function measure(zip: Buffer, budget: Budget, depth: number): Promise<void> {
  if (zip.length < 22) throw new Damaged();
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count > ARCHIVE_LIMITS.maxEntries) throw new TooBig();
  let at = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Damaged();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    let compressed = zip.readUInt32LE(at + 20);
    let declared = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    let localOffset = zip.readUInt32LE(at + 42);
    const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const saturated = [declared, compressed, localOffset].filter((v) => v === MAX32).length;
    if (saturated > 0) {
      const values = zip64Values(extra, saturated).map(Number);
      if (declared === MAX32) declared = values.shift() ?? 0;
      if (compressed === MAX32) compressed = values.shift() ?? 0;
      if (localOffset === MAX32) localOffset = values.shift() ?? 0;
    }
    at += 46 + nameLength + extraLength + commentLength;

    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new Damaged();
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataStart + compressed > zip.length) throw new Damaged();
    const data = zip.subarray(dataStart, dataStart + compressed);
    const encrypted = (flags & 1) === 1;
    let inner: Buffer | null = null;
    if (encrypted || (method !== 0 && method !== 8)) {
      spend(budget, declared);
    } else if (method === 0) {
      spend(budget, data.length);
      inner = data;
    } else {
      inner = await inflateCounting(data, budget);
    }
    if (inner && inner.length >= 4 && inner.readUInt32LE(0) === LOCAL_HEADER) {
      if (depth >= ARCHIVE_LIMITS.maxDepth) throw new TooBig();
      await measure(inner, budget, depth + 1);
    }
  }
}

/** Inflates an entry as a stream, spending the budget as bytes come; keeps them only while they are few. */
function inflateCounting(data: Buffer, budget: Budget): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    const chunks: Buffer[] = [];
    let size = 0;
    let keeping = true;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0) {
        inflate.destroy();
        reject(new TooBig());
        return;
      }
      if (keeping && size <= NESTED_MAX_BYTES) chunks.push(chunk);
      else if (keeping) {
        keeping = false;
        chunks.length = 0;
      }
    });
    inflate.on('error', () => reject(new Damaged()));
    inflate.on('end', () => resolve(keeping ? Buffer.concat(chunks) : null));
    inflate.end(data);
  });
}
