import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Vitest exposes Vite's BASE_URL ("/") as an environment variable; the app reads it as its origin.
    env: { BASE_URL: "http://localhost:3000" },
  },
});
