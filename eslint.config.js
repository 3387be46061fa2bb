import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers, lowest first: a module imports only from its own layer or the ones before it.
const layers = [
  "content",
  "lib",
  "enhance",
  "storage",
  "db",
  "domain",
  "components",
  "routes",
  "server",
];

export default tseslint.config(
  {
    ignores: [
      "build",
      "data",
      ".e2e-data",
      "node_modules",
      ".react-router",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // Lists styled without bullets keep role="list" so VoiceOver still announces them.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["*.server", "*.server.ts"],
              message: "never import server modules into client code",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/**/*.server.ts",
      "app/routes/**",
      "app/root.tsx",
      "app/entry.server.tsx",
      "server/**",
      "scripts/**",
      "tests/**",
      "app/db/**",
      "app/domain/**",
      "**/*.test.ts",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "import/resolver": { typescript: true },
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      "boundaries/legacy-templates": false,
      "boundaries/elements": [
        ...layers
          .filter((layer) => layer !== "server")
          .map((layer) => ({ type: layer, pattern: `app/${layer}`, partialMatch: false })),
        { type: "server", pattern: "server", partialMatch: false },
        { type: "styles", pattern: "app/styles", partialMatch: false },
        // app/root.tsx, app/routes.ts and app/entry.*.tsx are route modules.
        { type: "routes", pattern: "app", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.element.type}} may not import from {{to.element.type}}: a layer imports only from itself and the layers below it",
          policies: layers.map((layer, index) => ({
            from: { element: { type: layer } },
            allow: { to: { element: { type: ["styles", ...layers.slice(0, index + 1)] } } },
          })),
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true, maxDepth: 12 }],
    },
  },
);
