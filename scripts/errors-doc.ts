// Writes the error catalogue (app/lib/error-catalogue.ts) into docs/errors.md.
import fs from "node:fs";
import { withErrorTable } from "../app/lib/error-table.ts";

const file = "docs/errors.md";
fs.writeFileSync(file, withErrorTable(fs.readFileSync(file, "utf8")));
console.log(`${file} lists the catalogue`);
