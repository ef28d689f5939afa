import type { IncomingMessage } from 'node:http';

// A request body read as raw bytes, because the signature covers exactly the bytes sent.

/** The largest body the stub keeps; a longer one is answered 413. */
export const maxBodyBytes = 64 * 1024;
/** Past this the stub stops draining an oversize body and drops the connection. */
const maxDrainBytes = 1024 * 1024;

export type BodyResult =
  { kind: 'body'; text: string } | { kind: 'too-large' } | { kind: 'failed' };

/**
 * The whole body, or 'too-large' once it passes maxBodyBytes. An oversize body is still drained
 * (up to maxDrainBytes) before the 413 goes out: a client still writing when the answer comes
 * back may see a reset instead of the 413.
 */
export function readBody(request: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve) => {
    // A declared length past the drain limit is refused without reading a byte of it.
    if (Number(request.headers['content-length']) > maxDrainBytes) {
      resolve({ kind: 'too-large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxDrainBytes) {
        request.destroy();
        resolve({ kind: 'failed' });
      } else if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(
        size > maxBodyBytes
          ? { kind: 'too-large' }
          : { kind: 'body', text: Buffer.concat(chunks).toString('utf8') },
      );
    });
    request.on('error', () => {
      resolve({ kind: 'failed' });
    });
  });
}
