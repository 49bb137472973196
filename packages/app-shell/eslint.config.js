export { default } from "@repo/eslint-config/next";
