import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";
import { beforeEach, vi } from "vitest";

/** What jsdom lacks and every screen test needs, installed once for the unit project. */

// Unit tests run in Vite's "test" mode, which reads no .env.development; modules that build the
// Supabase client at import read these, and a setup file runs before the test file imports.
vi.stubEnv("VITE_SUPABASE_URL", "http://127.0.0.1:54321");
vi.stubEnv("VITE_SUPABASE_ANON_KEY", "unit-test-anon-key");

// A screen whose route is a lazy chunk appears once its module is imported and compiled: on a
// machine busy with the rest of the suite that can take seconds, not the default one.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has <dialog> without its modal methods.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

// jsdom has no matchMedia (the toaster asks for reduced motion). Before each test, because tests
// end with vi.unstubAllGlobals().
beforeEach(() => {
  vi.stubGlobal("matchMedia", () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
