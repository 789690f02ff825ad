import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useRef } from "react";

/**
 * A create or money action's mutation whose every submission carries an idempotency key: one
 * random UUID per submission (the same variables) while the form is mounted, kept across its
 * retries and double sends, and made anew once it succeeded, so the next, deliberate one is
 * done too. The API does the work of a key once (docs/api.md, "Idempotency").
 */
export function useIdempotentMutation<TData, TVariables, TOnMutateResult = unknown>({
  mutationFn,
  onSuccess,
  ...options
}: Omit<UseMutationOptions<TData, Error, TVariables, TOnMutateResult>, "mutationFn"> & {
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
}) {
  const keys = useRef(new Map<string, string>());
  return useMutation<TData, Error, TVariables, TOnMutateResult>({
    ...options,
    mutationFn: (variables) => {
      const submission = fingerprint(variables);
      let key = keys.current.get(submission);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(submission, key);
      }
      return mutationFn(variables, key);
    },
    onSuccess: (...args) => {
      keys.current.delete(fingerprint(args[1]));
      return onSuccess?.(...args);
    },
  });
}

/** What tells one submission from another: its variables, a form's files by name, size and date. */
export function fingerprint(variables: unknown): string {
  const text = JSON.stringify(variables, (_name, value: unknown) => {
    if (value instanceof File) return ["file", value.name, value.size, value.lastModified];
    if (value instanceof Blob) return ["blob", value.type, value.size];
    if (value instanceof FormData) return [...value.entries()];
    return value;
  });
  return text ?? "";
}
