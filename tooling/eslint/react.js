// React packages and apps: hooks rules, and Lingui rules so no user-facing text escapes translation.
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import { base } from "./base.js";

/** @type {import("eslint").Linter.Config[]} */
export const react = [
  ...base,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, lingui },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "lingui/t-call-in-function": "error",
      "lingui/no-single-variables-to-translate": "error",
      "lingui/no-expression-in-message": "error",
      "lingui/no-trans-inside-trans": "error",
    },
  },
  {
    // Literal text in JSX must go through <Trans> or t``. Tests, stories and e2e may use literals.
    files: ["**/*.tsx"],
    ignores: ["**/*.test.tsx", "**/*.stories.tsx", "**/e2e/**"],
    plugins: { lingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          ignore: ["^(?![A-Z])\\S+$", "^[A-Z0-9_-]+$", "^[^\\p{L}]*$"],
          ignoreNames: [
            { regex: { pattern: "className|^aria-|^data-|testId|^href$|^src$|^type$|^id$|^name$|^role$|^variant$|^size$|^tone$|^as$|^lang$|^dir$|^rel$|^target$|^key$|^inputMode$|^autoComplete$|^pattern$|^method$|^sizes$", flags: "i" } },
            { regex: { pattern: "^[A-Z0-9_-]+$" } },
          ],
          ignoreFunctions: [
            "console.*",
            "Error",
            "URL",
            "URLSearchParams",
            "fetch",
            "*.addEventListener",
            "*.removeEventListener",
            "require",
            "cva",
            "cn",
            "clsx",
            "searchParams.get",
            "*.startsWith",
            "*.endsWith",
            "*.includes",
            "*.split",
            "*.replace",
            "*.getItem",
            "*.setItem",
            "*.removeItem",
            "dispatch",
            "report",
            "track",
          ],
          ignoreMethodsOnTypes: ["Map.get", "Map.has", "Set.has", "Headers.get", "Headers.set"],
        },
      ],
    },
  },
  ...storybook.configs["flat/recommended"],
];

export default react;
