/**
 * The Chromium that the browser tests (playwright.config.ts) and `npm run lighthouse` drive, the
 * first found of:
 *
 * 1. `CHROMIUM_PATH`;
 * 2. a system Chromium or Chrome (Debian's /usr/bin/chromium, chromium-browser, google-chrome…);
 * 3. the Chromium inside the npm package `@sparticuz/chromium` (a devDependency, so `npm install`
 *    brings it with no download). Its brotli-packed headless shell, the NSS and expat libraries it
 *    links, SwiftShader (software graphics) and a fallback font (Open Sans) are unpacked once, in a few seconds, into
 *    node_modules/.cache/chromium-<version>/; the browser then needs nothing from the system but
 *    glibc 2.34 or newer and libgcc_s. Its flags are the callers' own, not the package's `args`,
 *    which are meant for AWS Lambda (single process, web security off).
 *
 * Synchronous on purpose: playwright.config.ts is evaluated synchronously, in the runner and in
 * each worker.
 */
import { execFileSync } from "node:child_process";
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface Chromium {
  executablePath: string;
  /** The variables the browser process needs on top of the caller's environment. */
  env: Record<string, string>;
  /** Where it was found, for messages. */
  source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium";
}

const SYSTEM_NAMES = [
  "chromium",
  "chromium-browser",
  "google-chrome",
  "google-chrome-stable",
  "chrome",
];
const SYSTEM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

function isExecutable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function systemChromium(): string | undefined {
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  const candidates = [
    ...SYSTEM_PATHS,
    ...SYSTEM_NAMES.flatMap((name) => dirs.map((dir) => path.join(dir, name))),
  ];
  return candidates.find(isExecutable);
}

/** Unpacks the package's archives into a staging folder, then renames it into place, so a
 * concurrent run never sees a half-written binary. */
function unpack(packageDir: string, target: string) {
  const staging = `${target}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const bin = path.join(packageDir, "bin");
  // The package's own inflate() writes into os.tmpdir(); a child process with TMPDIR pointing
  // at the staging folder keeps it away from /tmp and makes this call synchronous.
  const entry = pathToFileURL(path.join(packageDir, "build", "index.js")).href;
  // swiftshader: the software GL the GPU process needs (beside the binary), even with --disable-gpu.
  const archives = ["chromium.br", "al2023.tar.br", "swiftshader.tar.br", "fonts.tar.br"].map(
    (name) => path.join(bin, name),
  );
  try {
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "--eval",
        `const { inflate } = await import(${JSON.stringify(entry)});
       await Promise.all(${JSON.stringify(archives)}.map((file) => inflate(file)));`,
      ],
      { env: { ...process.env, TMPDIR: staging }, stdio: ["ignore", "ignore", "inherit"] },
    );
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // The system's fonts and font rules where there are any, and the shipped Open Sans, so text
  // renders on a machine without fonts too.
  writeFileSync(
    path.join(staging, "fonts", "fonts.conf"),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(target, "fonts", "fonts")}</dir>
  <cachedir>${path.join(target, "fonts", "cache")}</cachedir>
</fontconfig>
`,
  );
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another run got there first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

function npmChromium(): Chromium {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      "No Chromium found: install Chrome or Chromium, or set CHROMIUM_PATH (the one from npm runs on Linux x86-64 only).",
    );
  }
  const require = createRequire(import.meta.url);
  const packageDir = path.resolve(path.dirname(require.resolve("@sparticuz/chromium")), "..");
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
  const target = path.join(packageDir, "..", "..", ".cache", `chromium-${version}`);
  if (!existsSync(target)) unpack(packageDir, target);
  const libraries = path.join(target, "al2023", "lib");
  return {
    executablePath: path.join(target, "chromium"),
    env: {
      LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_PATH: path.join(target, "fonts"),
    },
    source: "@sparticuz/chromium",
  };
}

export function findChromium(): Chromium {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return { executablePath: configured, env: {}, source: "CHROMIUM_PATH" };
  const system = systemChromium();
  if (system) return { executablePath: system, env: {}, source: "system" };
  return npmChromium();
}
