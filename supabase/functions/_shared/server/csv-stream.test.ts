import { describe, expect, test } from "vitest";
import { csvStream, DownloadCancelled } from "./csv-stream.ts";

async function text(stream: ReadableStream<Uint8Array>) {
  return await new Response(stream).text();
}

describe("csvStream", () => {
  test("the header, then every batch, as RFC 4180 lines", async () => {
    const stream = await csvStream(["Name", "Amount (USD)"], async (emit) => {
      await emit([["Green, Valley", "12.50"]]);
      await emit([]);
      await emit([["=cmd", null]]);
    });
    expect(await text(stream)).toBe('Name,Amount (USD)\r\n"Green, Valley",12.50\r\n\'=cmd,\r\n');
  });

  test("no rows: the header alone", async () => {
    expect(await text(await csvStream(["A"], async () => {}))).toBe("A\r\n");
  });

  test("a failure before the first batch rejects, so it can be answered with its status", async () => {
    const failure = new Error("refused");
    await expect(
      csvStream(["A"], async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });

  test("a failure after the first batch breaks the download", async () => {
    const stream = await csvStream(["A"], async (emit) => {
      await emit([["1"]]);
      throw new Error("lost");
    });
    await expect(text(stream)).rejects.toThrow("lost");
  });

  test("the producer waits for the reader instead of queueing everything", async () => {
    let produced = 0;
    let finished = false;
    const stream = await csvStream(["A"], async (emit) => {
      for (let i = 0; i < 100; i++) {
        await emit([[String(i)]]);
        produced++;
      }
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBeLessThan(10);
    const lines = (await text(stream)).split("\r\n");
    expect(finished).toBe(true);
    expect(lines).toHaveLength(102);
  });

  test("a reader that goes away stops the producer", async () => {
    let stopped: unknown;
    const stream = await csvStream(["A"], async (emit) => {
      try {
        for (let i = 0; i < 1000; i++) await emit([[String(i)]]);
      } catch (error) {
        stopped = error;
        throw error;
      }
    });
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBeInstanceOf(DownloadCancelled);
  });
});
