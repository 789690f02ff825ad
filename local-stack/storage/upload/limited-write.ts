import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { errors } from "../errors.ts";

export interface WrittenFile {
  size: number;
  /** Quoted MD5 of the bytes, the ETag Storage's file backend gives. */
  eTag: string;
}

/**
 * Streams `source` into `target`, hashing as it goes, and fails with EntityTooLarge as soon as
 * more than `limit` bytes arrive. The source is unpiped, never destroyed, so the caller can
 * still answer the request it came from.
 */
export async function writeLimited(
  source: Readable,
  target: string,
  limit: number,
): Promise<WrittenFile> {
  const hash = createHash("md5");
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(errors.entityTooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const onSourceError = (error: Error) => meter.destroy(error);
  const onSourceClose = () => {
    if (!source.readableEnded) meter.destroy(new Error("upload aborted by the client"));
  };
  source.once("error", onSourceError);
  source.once("close", onSourceClose);
  source.pipe(meter);
  try {
    await pipeline(meter, createWriteStream(target));
  } finally {
    source.unpipe(meter);
    source.off("error", onSourceError);
    source.off("close", onSourceClose);
  }
  return { size, eTag: `"${hash.digest("hex")}"` };
}
