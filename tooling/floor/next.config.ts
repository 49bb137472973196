import type { NextConfig } from "next";

// create-next-app's config: nothing set.
const nextConfig: NextConfig = {};

export default nextConfig;
