import "@testing-library/jest-dom/vitest";
import { beforeEach, vi } from "vitest";

/** What jsdom lacks and every screen test needs, installed once for the unit project. */

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
