// Next.js apps: the React rules plus Next's own (core web vitals).
import nextPlugin from "@next/eslint-plugin-next";
import { react } from "./react.js";

/** @type {import("eslint").Linter.Config[]} */
export const next = [
  ...react,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // Images come from API-provided hosts and are resized by the product image host (spec 9), which
      // @repo/ui's image component asks for; next/image's optimizer is not the mechanism here.
      "@next/next/no-img-element": "off",
      // App Router: <head> in a root layout is the way, and there is no pages/ directory.
      "@next/next/no-head-element": "off",
      "@next/next/no-html-link-for-pages": "off",
    },
  },
];

export default next;
