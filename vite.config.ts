import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { prerenderLanding } from "./scripts/prerender-landing.ts";

export default defineConfig({
  // The dev server's pre-bundled dependencies live in this checkout, not in node_modules/.vite:
  // a build, or another checkout sharing node_modules, rewrote those under a running dev server.
  cacheDir: ".data/vite",
  // The scan from index.html follows every lazy route, so it finds each dependency the app imports
  // (scripts/dev-routes/check.ts fails otherwise): pages need not wait for the first crawl to end.
  optimizeDeps: { holdUntilCrawlEnd: false },
  plugins: [
    react(),
    tailwindcss(),
    prerenderLanding(),
    // The installable app: a manifest and a service worker that precaches the app shell (the
    // built HTML, scripts, styles and icons) and nothing else: the API's answers are another
    // origin's and never reach Cache Storage (the schedule offline is the query cache's, kept
    // in IndexedDB per user). A new version waits until the user chooses Reload.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Tour Partner Portal",
        short_name: "Tour Partner",
        description: "Bid on cannabis tours, run your schedule and track your earnings.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#047857",
        background_color: "#ffffff",
        icons: [
          { src: "pwa-64x64.png", sizes: "64x64", type: "image/png" },
          { src: "pwa-192x192.png", sizes: "192x192", type: "image/png" },
          { src: "pwa-512x512.png", sizes: "512x512", type: "image/png" },
          {
            src: "maskable-icon-512x512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2}"],
        // Every app path opens the shell, offline too; the app routes it.
        navigateFallback: "/index.html",
        // The first install takes the open page at once, so one visit is enough to work offline.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
      },
    }),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The payload schemas and pure rules the Edge Functions use, so forms check the same way.
      "@shared": fileURLToPath(new URL("./supabase/functions/_shared/portable", import.meta.url)),
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
  },
  preview: {
    host: "127.0.0.1",
    strictPort: true,
  },
  build: {
    // The per-chunk gzip sizes are how we keep an eye on the landing page's weight.
    reportCompressedSize: true,
    // index.html preloads nothing: the prerendered landing page paints without the app's code,
    // which then loads behind it instead of competing with the page's own styles. The chunks
    // a module imports are still preloaded with it.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // React alone: a visitor's landing page needs it, and none of the router.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            {
              name: "supabase",
              test: /node_modules[\\/](@supabase[\\/]|iceberg-js[\\/]|tslib[\\/])/,
            },
          ],
        },
      },
    },
  },
});
