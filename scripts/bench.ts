import autocannon from "autocannon";
import { firstArticlePath, startProductionServer } from "./support/server.ts";

/** Load test on 127.0.0.1: requests per second and latency for three typical public pages. */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const server = await startProductionServer(Number(process.env.BENCH_PORT ?? 3200));
try {
  const article = await firstArticlePath(server.baseUrl, "/news/health");
  const targets = [
    ["home", "/"],
    ["list", "/news"],
    ["article", article],
  ] as const;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page, Node ${process.version}\n`);
  console.log("page      req/s    p50 ms   p99 ms   errors");
  for (const [name, path] of targets) {
    const result = await autocannon({
      url: server.baseUrl + path,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { "user-agent": "autocannon-bench", "accept-encoding": "gzip" },
    });
    const errors = result.errors + result.non2xx;
    console.log(
      `${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(8)}`,
    );
  }
} finally {
  server.stop();
}
