import fs from "node:fs";
import path from "node:path";
import { findClientLeaks } from "./support/client-leaks.ts";

/** Fails when the built browser assets hold server-only code or secrets; run after the build. */
const dir = path.resolve("build/client");
if (!fs.existsSync(dir)) {
  console.error(`✖ ${dir} is missing: run npm run build first`);
  process.exit(1);
}
const { files, leaks } = findClientLeaks(dir, process.env);
if (files === 0 || leaks.length > 0) {
  console.error(files === 0 ? `✖ ${dir} is empty` : `✖ found in the browser assets:`);
  for (const leak of leaks) console.error(`  ${leak}`);
  process.exit(1);
}
console.log(`✓ ${files} files under build/client: no server-only code or secrets`);
