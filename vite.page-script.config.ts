import { defineConfig } from "vite";

/**
 * The public pages' script (decision 0041), built apart from React Router's bundle so that none
 * of React's code comes with it: one entry and the chunks it loads on demand (field data), hashed
 * beside the bundle's assets, named in a manifest of its own for the server.
 */
export default defineConfig({
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: ".vite/page-script.json",
    modulePreload: false,
    rolldownOptions: { input: { "page-script": "app/enhance/page-script.ts" } },
  },
});
