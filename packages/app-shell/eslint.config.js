export { default } from "@repo/eslint-config/react";
