import type { NextConfig } from "next";

export declare function createNextConfig(app: { version: string }): NextConfig;
