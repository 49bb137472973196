import { describe, expect, it } from "vitest";
import { resolveFeatureFlag } from "./feature-flags";

describe("resolveFeatureFlag", () => {
  it.each([
    [{ feedback_v2: true }, undefined, true],
    [{ feedback_v2: false }, { feedback_v2: true }, true],
    [{ feedback_v2: true }, { feedback_v2: false }, false],
    [{ feedback_v2: true }, { pet_v2: true }, true],
    [undefined, undefined, false],
    [{ feedback_v2: "yes" }, undefined, false],
    [undefined, { feedback_v2: "yes" }, false],
  ])("global %o, gray %o → %s", (globalFlags, grayFlags, expected) => {
    expect(resolveFeatureFlag("feedback_v2", globalFlags, grayFlags)).toBe(expected);
  });
});
