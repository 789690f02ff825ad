import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { fingerprint, useIdempotentMutation } from "./submission";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A mutation whose answers the test gives: it records each call's key. */
function setup() {
  const keys: string[] = [];
  const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useIdempotentMutation({
        mutationFn: (_payload: { title: string }, key: string) => {
          keys.push(key);
          return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
        },
      }),
    { wrapper },
  );
  return { result, keys, answers };
}

describe("useIdempotentMutation", () => {
  it("sends one key for a submission however often it is sent, and a new one after it succeeded", async () => {
    const { result, keys, answers } = setup();
    const first = result.current.mutateAsync({ title: "Harvest" });
    const second = result.current.mutateAsync({ title: "Harvest" });
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => {
      for (const answer of answers) answer.resolve();
    });
    await Promise.all([first, second]);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);

    const again = result.current.mutateAsync({ title: "Harvest" });
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => answers[2]?.resolve());
    await again;
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("keeps the key across a failed try, and gives another submission its own", async () => {
    const { result, keys, answers } = setup();
    const failed = result.current.mutateAsync({ title: "Harvest" }).catch(() => "failed");
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]?.reject(new Error("503: unavailable")));
    expect(await failed).toBe("failed");

    const retry = result.current.mutateAsync({ title: "Harvest" });
    const other = result.current.mutateAsync({ title: "Bloom" });
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => {
      for (const answer of answers.slice(1)) answer.resolve();
    });
    await Promise.all([retry, other]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe("fingerprint", () => {
  it("tells forms apart by their files, and finds the same form the same", () => {
    const scan = new File(["%PDF"], "licence.pdf", { type: "application/pdf", lastModified: 1 });
    const form = (file: File) => {
      const body = new FormData();
      body.set("state", "CA");
      body.set("scan", file);
      return body;
    };
    expect(fingerprint({ body: form(scan) })).toBe(fingerprint({ body: form(scan) }));
    const other = new File(["%PDF-1"], "licence.pdf", { type: "application/pdf", lastModified: 1 });
    expect(fingerprint({ body: form(other) })).not.toBe(fingerprint({ body: form(scan) }));
    expect(fingerprint({ scan })).not.toBe(fingerprint({ scan: other }));
  });
});
