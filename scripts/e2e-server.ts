import "../server/environment.ts";
import fs from "node:fs";

/** Starts the production server on a fresh data directory, with the browser tests' accounts. */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set");
fs.rmSync(dataDir, { recursive: true, force: true });

const accounts = JSON.parse(process.env.E2E_ACCOUNTS ?? "[]") as {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "admin" | "staff";
}[];
if (accounts.length) {
  const { db } = await import("../app/db/client.server.ts");
  const { migrate } = await import("../app/db/migrate.server.ts");
  const { createAccount } = await import("../app/domain/accounts.server.ts");
  await migrate(db());
  for (const account of accounts) {
    const result = await createAccount(account, account.role);
    if (!result.ok)
      throw new Error(`test account ${account.username}: ${JSON.stringify(result.errors)}`);
  }
}
await import("../server/index.ts");
