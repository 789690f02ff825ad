import { expect, type Page } from "@playwright/test";

/** Waits until the service worker controls the page: from then on the app opens offline. */
export async function expectControlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Everything the app keeps in its IndexedDB store of offline copies, as one JSON text. */
export function offlineCopies(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("tour-partner-portal");
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore("offline-queries");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("offline-queries")) {
            db.close();
            resolve("[]");
            return;
          }
          const all = db.transaction("offline-queries").objectStore("offline-queries").getAll();
          all.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(all.result));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Waits until the offline copy on the device holds `text` (it is saved a moment after). */
export async function expectSavedOffline(page: Page, text: string) {
  await expect.poll(() => offlineCopies(page), { timeout: 15_000 }).toContain(text);
}

export const offlineBanner = (page: Page) =>
  page.getByRole("status").filter({ hasText: /^Offline · showing what was saved at / });
