import { describe, expect, it } from "vitest";
import { fakeApi } from "../testing/fake-api";
import { createFeatureFlagReader, FEATURE_FLAGS_FRESH_MS, resolveFeatureFlag } from "./feature-flags";

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

describe("createFeatureFlagReader", () => {
  const config = (flags: Record<string, unknown>) => () => ({ banners: [], announcements: [], feature_flags: flags });
  const gray = (features: Record<string, boolean>) => () => ({ features });
  const offline = () => {
    throw new Error("offline");
  };
  const answering = (global: () => unknown, grayAnswer: () => unknown) => fakeApi({ "/api/app_global_config": global, "/api/get_gray_cfg": grayAnswer });
  /** A reader on a clock the test moves (ms since an arbitrary start). */
  const readerOf = (api: ReturnType<typeof answering>) => {
    const clock = { ms: 1_000_000 };
    return { clock, reader: createFeatureFlagReader(api.client, { now: () => clock.ms }) };
  };

  it("reads both configs on the first tap, the gray one winning, and answers the same player from that read while it is fresh", async () => {
    const api = answering(config({ feedback_v2: false }), gray({ feedback_v2: true }));
    const { clock, reader } = readerOf(api);
    await expect(reader.read("feedback_v2", 7)).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledTimes(2);
    clock.ms += FEATURE_FLAGS_FRESH_MS - 1;
    await expect(reader.read("feedback_v2", 7)).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  it("reads again once the last read is as old as the freshness, and for another player at once", async () => {
    const api = answering(config({ feedback_v2: true }), gray({}));
    const { clock, reader } = readerOf(api);
    await reader.read("feedback_v2", 7);
    clock.ms += FEATURE_FLAGS_FRESH_MS;
    await expect(reader.read("feedback_v2", 7)).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledTimes(4);
    await expect(reader.read("feedback_v2", null)).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledTimes(6);
  });

  it("goes by the config that loaded when the other fails, is off when both fail, and does not keep such a read", async () => {
    await expect(readerOf(answering(config({ feedback_v2: true }), offline)).reader.read("feedback_v2", 7)).resolves.toBe(true);
    await expect(readerOf(answering(offline, gray({ feedback_v2: true }))).reader.read("feedback_v2", 7)).resolves.toBe(true);
    const down = answering(offline, offline);
    const { reader } = readerOf(down);
    await expect(reader.read("feedback_v2", 7)).resolves.toBe(false);
    await expect(reader.read("feedback_v2", 7)).resolves.toBe(false);
    expect(down.call).toHaveBeenCalledTimes(4);
  });
});
