import type { ViteUserConfig } from "vitest/config";

export interface RepoVitestOptions {
  /** `node` for framework-free code, `happy-dom` for anything that touches the DOM or React. */
  environment?: "node" | "happy-dom";
  /** Compile Lingui macros and JSX (React packages). */
  react?: boolean;
  setupFiles?: string[];
  include?: string[];
  /** Name shown in the report, usually the package name. */
  name?: string;
}

export declare function createVitestConfig(options?: RepoVitestOptions): ViteUserConfig;
export default createVitestConfig;
