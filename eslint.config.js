import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);
