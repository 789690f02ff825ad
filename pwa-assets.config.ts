import { defineConfig, minimal2023Preset } from "@vite-pwa/assets-generator/config";

/**
 * The installed app's icons, made from public/favicon.svg by `npm run pwa:icons` and committed
 * in public/: the maskable and Apple icons sit on the leaf's own green, so a launcher's circle
 * or squircle crop shows no white corners.
 */
const BRAND_GREEN = "#15803d";

export default defineConfig({
  headLinkOptions: { preset: "2023" },
  preset: {
    ...minimal2023Preset,
    maskable: {
      ...minimal2023Preset.maskable,
      resizeOptions: { background: BRAND_GREEN, fit: "contain" },
    },
    apple: {
      ...minimal2023Preset.apple,
      resizeOptions: { background: BRAND_GREEN, fit: "contain" },
    },
  },
  images: ["public/favicon.svg"],
});
