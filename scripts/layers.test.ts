import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layer rules live in eslint.config.js; this checks that they really refuse what they should.
const root = path.resolve(import.meta.dirname, "..");
const scratch = path.join(root, "app/domain", `layer-check-${process.pid}`);
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe("the layer rules", () => {
  beforeAll(async () => {
    await mkdir(scratch, { recursive: true });
    await writeFile(path.join(scratch, "a.server.ts"), 'export { b } from "./b.server.ts";\n');
    await writeFile(
      path.join(scratch, "b.server.ts"),
      'import { a } from "./a.server.ts";\nexport const b = () => a;\n',
    );
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it("refuse an import from a higher layer", async () => {
    const lib = path.join(root, "app/lib/layer-check.server.ts");
    expect(await ruleIds(lib, 'export { db } from "../db/client.server.ts";\n')).toEqual([
      "boundaries/dependencies",
    ]);
    const content = path.join(root, "app/content/layer-check.ts");
    expect(await ruleIds(content, 'export { formText } from "../lib/form-data.ts";\n')).toEqual([
      "boundaries/dependencies",
    ]);
  });

  it("let a layer import from itself and the layers below it", async () => {
    const domain = path.join(root, "app/domain/layer-check.server.ts");
    const code =
      'export { db } from "../db/client.server.ts";\nexport { formText } from "../lib/form-data.ts";\n';
    expect(await ruleIds(domain, code)).toEqual([]);
  });

  it("refuse an import cycle", async () => {
    const a = path.join(scratch, "a.server.ts");
    expect(await ruleIds(a, 'export { b } from "./b.server.ts";\nexport const a = 1;\n')).toEqual([
      "import-x/no-cycle",
    ]);
  });
});
