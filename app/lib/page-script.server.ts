import { readFileSync } from "node:fs";

const ENTRY = "app/enhance/page-script.ts";
/** Written by the page script's own build (`vite.page-script.config.ts`). */
const MANIFEST = "build/client/.vite/page-script.json";

let built: string | undefined;

/**
 * The address of the public pages' script (decision 0041): its hashed file in a build, its
 * source, which Vite serves, in development.
 */
export function pageScriptUrl(): string {
  if (import.meta.env.DEV) return `/${ENTRY}`;
  if (!built) {
    const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, { file: string }>;
    built = `/${manifest[ENTRY]!.file}`;
  }
  return built;
}
