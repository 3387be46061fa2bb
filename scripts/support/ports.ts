/**
 * Every port the browser tests and benchmarks listen on, from two bases so that runs can share a
 * machine: E2E_PORT (3100) for the browser tests and BENCH_PORT (3200) for the benchmarks. Each
 * use has its offset here, so no two collide; a run takes its base and the 99 ports above it.
 * (Unit and integration tests listen on port 0: the system picks a free one.)
 */
const E2E = {
  /** The server every browser test shares (playwright.config.ts). */
  site: 0,
  /** Two app instances on one PostgreSQL database: this port and the next. */
  twoInstances: 50,
  /** The fault tests' own servers: this port and the three after it. */
  faults: 60,
  searchLimit: 65,
  bodyLimit: 70,
  hostileInput: 71,
  /** A server whose database is broken on purpose (server-fault.spec.ts). */
  serverFault: 72,
  /** A site a WordPress export is imported into (wordpress-import.spec.ts). */
  wordpressImport: 73,
  /** A first start on an empty data directory, demo images made in the background. */
  firstStart: 74,
  /** The site as several worker processes on one port (workers.spec.ts). */
  workers: 75,
  /** Sites whose database goes away (database-down.spec.ts): SQLite, then PostgreSQL. */
  databaseDown: 76,
} as const;

const BENCH = {
  /** `npm run bench`: our server on this port, nginx on the next. */
  bench: 0,
  lighthouse: 5,
  media: 10,
  burst: 20,
  suggest: 30,
  /** Our site alone before a comparison (bench:wordpress, bench:ghost). */
  compareSite: 40,
  /** Ghost behind nginx on this port, Ghost itself on the next. */
  ghost: 41,
  ghostItself: 42,
  /** `npm run bench:ita`: an administrator producing the assessment list. */
  ita: 50,
} as const;

function base(name: "E2E_PORT" | "BENCH_PORT", fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1024 || port > 65_435)
    throw new Error(
      `${name}=${value}: a port from 1024 to 65435 (the 99 ports above it are used too)`,
    );
  return port;
}

export function e2ePort(use: keyof typeof E2E): number {
  return base("E2E_PORT", 3100) + E2E[use];
}

export function benchPort(use: keyof typeof BENCH): number {
  return base("BENCH_PORT", 3200) + BENCH[use];
}
