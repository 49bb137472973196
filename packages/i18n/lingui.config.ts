import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES, SOURCE_LOCALE } from "./src/locales";

// One catalog per scope (see src/scopes.ts): an app loads only the kit's messages and its own.
// Paths are listed one by one: globs such as apps/*/src extract nothing (see STACK.md).
// Catalog files live at src/catalogs/<scope>/locales/<locale>/messages.{po,ts}; the compiled
// messages.ts files match the shared ESLint ignore for generated catalogs.
const exclude = ["**/node_modules/**", "**/*.test.*", "**/*.stories.*", "**/e2e/**"];

export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: SOURCE_LOCALE,
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      // The app shell's screens (not found, errors, loading) are shared by both apps like the kit.
      path: "<rootDir>/src/catalogs/ui/locales/{locale}/messages",
      include: ["<rootDir>/../ui/src", "<rootDir>/../app-shell/src"],
      exclude,
    },
    {
      path: "<rootDir>/src/catalogs/xworld/locales/{locale}/messages",
      include: ["<rootDir>/../../apps/xworld/src"],
      exclude,
    },
    {
      path: "<rootDir>/src/catalogs/luckybear/locales/{locale}/messages",
      include: ["<rootDir>/../../apps/luckybear/src"],
      exclude,
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
