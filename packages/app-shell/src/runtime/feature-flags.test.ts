import { describe, expect, it } from "vitest";
import { fakeApi } from "../testing/fake-api";
import { readFeatureFlag, resolveFeatureFlag } from "./feature-flags";

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

describe("readFeatureFlag", () => {
  const config = (flags: Record<string, unknown>) => () => ({ banners: [], announcements: [], feature_flags: flags });
  const gray = (features: Record<string, boolean>) => () => ({ features });
  const offline = () => {
    throw new Error("offline");
  };
  const answering = (global: () => unknown, grayAnswer: () => unknown) => fakeApi({ "/api/app_global_config": global, "/api/get_gray_cfg": grayAnswer });

  it("reads both configs each time it is asked, the gray one winning", async () => {
    const api = answering(config({ feedback_v2: false }), gray({ feedback_v2: true }));
    await expect(readFeatureFlag(api.client, "feedback_v2")).resolves.toBe(true);
    await expect(readFeatureFlag(api.client, "feedback_v2")).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledTimes(4);
  });

  it("goes by the config that loaded when the other fails, and is off when both fail", async () => {
    await expect(readFeatureFlag(answering(config({ feedback_v2: true }), offline).client, "feedback_v2")).resolves.toBe(true);
    await expect(readFeatureFlag(answering(offline, gray({ feedback_v2: true })).client, "feedback_v2")).resolves.toBe(true);
    await expect(readFeatureFlag(answering(offline, offline).client, "feedback_v2")).resolves.toBe(false);
  });
});
