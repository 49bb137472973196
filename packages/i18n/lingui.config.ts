import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES, SOURCE_LOCALE } from "./src/locales";

// Paths are listed one by one: globs such as apps/*/src extract nothing (see STACK.md).
export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: SOURCE_LOCALE,
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/../../apps/xworld/src", "<rootDir>/../../apps/luckybear/src", "<rootDir>/../ui/src"],
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
