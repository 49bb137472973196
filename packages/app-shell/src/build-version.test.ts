import { describe, expect, it } from "vitest";
import { readBuildVersion } from "./build-version";

describe("readBuildVersion", () => {
  it.each([
    ["1.4.0", "1.4.0"],
    ["1.4.0+build.7", "1.4.0+build.7"],
    [undefined, "dev"],
    ["", "dev"],
    ["1.0 <script>", "dev"],
    ["x".repeat(65), "dev"],
  ])("%j is %j", (value, expected) => {
    expect(readBuildVersion(value)).toBe(expected);
  });
});
