import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["tests/support/schemas-teardown.ts"],
    fileParallelism: true,
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines we run on.
    maxWorkers: 2,
    // Vitest exposes Vite's BASE_URL ("/") as an environment variable; the app reads it as its origin.
    env: { BASE_URL: "http://localhost:3000" },
  },
});
