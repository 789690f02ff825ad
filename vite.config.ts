import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The payload schemas and pure rules the Edge Functions use, so forms check the same way.
      "@shared": fileURLToPath(new URL("./supabase/functions/_shared", import.meta.url)),
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
    // The per-chunk gzip sizes are how we keep an eye on the landing route's weight.
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
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
