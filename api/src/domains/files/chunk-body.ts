import type { Readable } from 'node:stream';
import { badRequest } from '../../lib/http-error';

/** What is read and dropped of an overlong chunk so that the client, still sending, gets the answer. */
const DISCARD_LIMIT = 32 * 1024 * 1024;

/** Reads the rest of a request body into nothing; past DISCARD_LIMIT the connection is cut. */
function discard(stream: Readable) {
  let dropped = 0;
  stream.on('error', () => {});
  stream.on('data', (part: Buffer) => {
    dropped += part.length;
    if (dropped > DISCARD_LIMIT) stream.destroy();
  });
  stream.resume();
}

/** The whole stream if it holds at most `max` bytes, else null (the rest is read and dropped). */
export function readAtMost(stream: Readable, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let total = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    function onData(part: Buffer | string) {
      const buffer = Buffer.isBuffer(part) ? part : Buffer.from(part);
      total += buffer.length;
      if (total > max) {
        stop();
        discard(stream);
        resolve(null);
      } else parts.push(buffer);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(parts, total));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    function onClose() {
      stop();
      reject(badRequest('The chunk was cut off before its end', 'body'));
    }
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}
