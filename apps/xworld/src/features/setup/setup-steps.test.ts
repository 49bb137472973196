import { describe, expect, it } from "vitest";
import { afterStepPath, firstOpenStep, nextStep, readSetupStep, setupPath, stepsDone } from "./setup-steps";

const setup = (name: boolean, avatar: boolean, language: boolean) => ({ name, avatar, language, finished: false });

describe("the setup steps", () => {
  it("go name, avatar, language", () => {
    expect(nextStep("name")).toBe("avatar");
    expect(nextStep("avatar")).toBe("language");
    expect(nextStep("language")).toBeNull();
    expect(setupPath("avatar")).toBe("/user/setup/avatar");
    expect(setupPath()).toBe("/user/setup");
    expect(afterStepPath("name")).toBe("/user/setup/avatar");
    expect(afterStepPath("language")).toBe("/user/setup");
  });
  it("read only the three steps from a path", () => {
    expect(readSetupStep("language")).toBe("language");
    expect(readSetupStep("create")).toBeNull();
  });
  it("continue at the first step not saved", () => {
    expect(firstOpenStep(setup(false, false, false))).toBe("name");
    expect(firstOpenStep(setup(true, false, true))).toBe("avatar");
    expect(firstOpenStep(setup(true, true, true))).toBeNull();
    expect(stepsDone(setup(true, false, true))).toBe(2);
  });
});
