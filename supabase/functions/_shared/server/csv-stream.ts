import { type CsvValue, csvField } from "../portable/csv.ts";

// A CSV download written while its rows are read, batch by batch, so that an export of every
// user or every bid never holds the whole file in memory: the reader's pace sets the pace
// (a batch is produced only when the reader has taken most of what was sent).

export type CsvRows = readonly (readonly CsvValue[])[];
/** Sends a batch of rows; resolves when the reader is ready for more. */
export type EmitRows = (rows: CsvRows) => Promise<void>;

/** The reader went away; the producer stops at its next batch. */
export class DownloadCancelled extends Error {}

/** Chunks (batches) queued ahead of the reader before the producer waits. */
const QUEUED_BATCHES = 4;

const encoder = new TextEncoder();

function lines(rows: CsvRows): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/**
 * The body of a CSV file: `header`, then the rows `produce` emits. Resolves once the first batch
 * is in (or `produce` finished without one), so a failure before any row (a refused session,
 * a database that is down) rejects and can still be answered with its status; a failure later
 * ends the download with an error, which the client sees as a broken transfer.
 */
export function csvStream(
  header: readonly string[],
  produce: (emit: EmitRows) => Promise<void>,
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    let started = false;
    let cancelled = false;
    let wake: (() => void) | undefined;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>(
      {
        start(c) {
          controller = c;
          c.enqueue(encoder.encode(lines([header])));
        },
        pull() {
          wake?.();
        },
        cancel() {
          cancelled = true;
          wake?.();
        },
      },
      { highWaterMark: QUEUED_BATCHES },
    );
    const begin = () => {
      if (started) return;
      started = true;
      resolve(stream);
    };
    const emit: EmitRows = async (rows) => {
      if (cancelled) throw new DownloadCancelled();
      if (rows.length > 0) controller.enqueue(encoder.encode(lines(rows)));
      begin();
      while (!cancelled && (controller.desiredSize ?? 1) <= 0) {
        await new Promise<void>((ready) => {
          wake = ready;
        });
        wake = undefined;
      }
      if (cancelled) throw new DownloadCancelled();
    };
    produce(emit).then(
      () => {
        if (!cancelled) controller.close();
        begin();
      },
      (error: unknown) => {
        if (!started) {
          started = true;
          reject(error);
        } else if (!cancelled) {
          controller.error(error);
        }
      },
    );
  });
}
