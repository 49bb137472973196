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
    },
  },
];

export default next;
