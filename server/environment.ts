import { ConfigError, config } from "../app/lib/config.server.ts";

// Imported first by the server entry: React and React Router pick their production builds from
// NODE_ENV when they load, so it must be set before anything imports them.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";

// A bad variable stops the process here, one line each, before anything else starts.
try {
  config();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message.replace(/^/gm, "[site] ")}\n`);
  process.exit(2);
}
