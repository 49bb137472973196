// Flat config shared by every workspace: TypeScript-aware, strict about `any`.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export const ignores = {
  ignores: [
    "**/node_modules/**",
    "**/.next/**",
    "**/.next-why/**",
    "**/dist/**",
    "**/storybook-static/**",
    "**/coverage/**",
    "**/.reports/**",
    "**/test-results/**",
    "**/playwright-report/**",
    "**/next-env.d.ts",
    "**/locales/*/messages.ts",
  ],
};

/** @type {import("eslint").Linter.Config[]} */
export const base = [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["warn", { allow: ["warn", "error", "info"] }],
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/e2e/**", "**/scripts/**", "**/*.config.*"],
    rules: { "no-console": "off" },
  },
];

export default base;
