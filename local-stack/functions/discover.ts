import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "smol-toml";

/** One function as `supabase functions serve` would serve it. */
export interface FunctionSpec {
  name: string;
  entrypoint: string;
  /** `--config FILE` or `--import-map FILE` for Deno, or none (then `--no-config`). */
  moduleConfig?: { flag: "--config" | "--import-map"; file: string };
  verifyJwt: boolean;
}

/** The CLI's `funcSlugPattern`: `_shared` and other folders starting with `_` are no functions. */
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

interface FunctionToml {
  enabled?: boolean;
  verify_jwt?: boolean;
  entrypoint?: string;
  import_map?: string;
}

/**
 * Every enabled function under `supabase/functions`, with its `[functions.NAME]` settings from
 * config.toml applied. Paths in config.toml are relative to `supabase/`, as in the CLI.
 */
export async function discoverFunctions(rootDir: string): Promise<FunctionSpec[]> {
  const supabaseDir = path.join(rootDir, "supabase");
  const functionsDir = path.join(supabaseDir, "functions");
  const settings = await readFunctionSettings(path.join(supabaseDir, "config.toml"));
  const entries = await readdir(functionsDir, { withFileTypes: true }).catch(() => []);
  const specs: FunctionSpec[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !FUNCTION_NAME.test(entry.name)) continue;
    const toml = settings[entry.name] ?? {};
    if (toml.enabled === false) continue;
    const entrypoint = toml.entrypoint
      ? path.resolve(supabaseDir, toml.entrypoint)
      : path.join(functionsDir, entry.name, "index.ts");
    if (!existsSync(entrypoint)) continue;
    specs.push({
      name: entry.name,
      entrypoint,
      moduleConfig: moduleConfigFor(entrypoint, toml, supabaseDir, functionsDir),
      verifyJwt: toml.verify_jwt ?? true,
    });
  }
  return specs.sort((a, b) => a.name.localeCompare(b.name));
}

async function readFunctionSettings(configPath: string): Promise<Record<string, FunctionToml>> {
  const text = await readFile(configPath, "utf8").catch(() => "");
  const config = parse(text) as { functions?: Record<string, FunctionToml> };
  return config.functions ?? {};
}

/**
 * The CLI's order: `import_map` from config.toml, else `deno.json`/`deno.jsonc` beside the
 * entrypoint, else the shared `supabase/functions/import_map.json`.
 */
function moduleConfigFor(
  entrypoint: string,
  toml: FunctionToml,
  supabaseDir: string,
  functionsDir: string,
): FunctionSpec["moduleConfig"] {
  if (toml.import_map) return asModuleConfig(path.resolve(supabaseDir, toml.import_map));
  for (const name of ["deno.json", "deno.jsonc"]) {
    const file = path.join(path.dirname(entrypoint), name);
    if (existsSync(file)) return { flag: "--config", file };
  }
  const shared = path.join(functionsDir, "import_map.json");
  return existsSync(shared) ? { flag: "--import-map", file: shared } : undefined;
}

function asModuleConfig(file: string): FunctionSpec["moduleConfig"] {
  const isDenoConfig = /^deno\.jsonc?$/.test(path.basename(file));
  return { flag: isDenoConfig ? "--config" : "--import-map", file };
}
