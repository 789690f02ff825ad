import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Plugin } from "vite";

/**
 * The build's landing page as static HTML (`vite build`): the app's own components rendered at
 * / for a visitor (src/app/prerender-landing.tsx, loaded through Vite so its aliases and JSX
 * resolve) and written into index.html's #root, so the first paint needs no JavaScript; the
 * browser then hydrates it (src/main.tsx). Every other path and every returning user gets the
 * same index.html, so a small inline script empties #root before the first paint for them.
 */

const ROOT_DIV = '<div id="root"></div>';

/** Empties the prerendered landing page unless this is a visitor at / (src/lib/auth-storage). */
function clearUnlessVisitorAtHome(storageKey: string, urlParams: readonly string[]) {
  return `<script>(function(){try{var r=document.getElementById("root"),s=false;for(var i=0;i<localStorage.length;i++){if((localStorage.key(i)||"").indexOf(${JSON.stringify(storageKey)})===0)s=true}var u=new URL(location.href),f=new URLSearchParams(u.hash.slice(1));${JSON.stringify(urlParams)}.forEach(function(n){if(u.searchParams.has(n)||f.has(n))s=true});if(s||location.pathname!=="/")r.replaceChildren()}catch(e){document.getElementById("root").replaceChildren()}})()</script>`;
}

export function prerenderLanding(): Plugin {
  let root = process.cwd();
  let isSsrBuild = false;
  return {
    name: "tour-partner-portal:prerender-landing",
    apply: "build",
    configResolved(config) {
      root = config.root;
      isSsrBuild = Boolean(config.build.ssr);
    },
    transformIndexHtml: {
      order: "post",
      async handler(source) {
        if (isSsrBuild) return source;
        // A throwaway optimizer cache: the React plugin puts react in optimizeDeps.include, so
        // this server pre-bundles even with discovery off, and in the dev server's cache it
        // replaced a running `npm start`'s bundles (re2js…) by react's, which then answered 504.
        const cacheDir = await mkdtemp(path.join(tmpdir(), "prerender-landing-"));
        const server = await createServer({
          configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
          root,
          cacheDir,
          logLevel: "error",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule(
            "/src/app/prerender-landing.tsx",
          )) as { renderLanding: () => Promise<string> };
          const { AUTH_STORAGE_KEY, AUTH_URL_PARAMS } = (await server.ssrLoadModule(
            "/src/lib/auth-storage.ts",
          )) as { AUTH_STORAGE_KEY: string; AUTH_URL_PARAMS: readonly string[] };
          const html = await renderLanding();
          if (!source.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV}`);
          return source.replace(
            ROOT_DIV,
            `<div id="root">${html}</div>${clearUnlessVisitorAtHome(AUTH_STORAGE_KEY, AUTH_URL_PARAMS)}`,
          );
        } finally {
          await server.close();
          await rm(cacheDir, { recursive: true, force: true });
        }
      },
    },
  };
}
