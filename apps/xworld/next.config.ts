import type { NextConfig } from "next";
import packageJson from "./package.json" with { type: "json" };

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    // The build's version, for the per-page translation JSON query; a release may override it.
    NEXT_PUBLIC_BUILD_VERSION: process.env.NEXT_PUBLIC_BUILD_VERSION ?? packageJson.version,
  },
  transpilePackages: [
    "@repo/analytics",
    "@repo/app-shell",
    "@repo/api-client",
    "@repo/i18n",
    "@repo/native-bridge",
    "@repo/session",
    "@repo/telegram",
    "@repo/ui",
  ],
  experimental: {
    swcPlugins: [["@lingui/swc-plugin", { useLinguiV5IdGeneration: true }]],
  },
};

export default nextConfig;
