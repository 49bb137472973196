// @vitest-environment node
import { BusinessError } from "@repo/api-client/errors";
import { describe, expect, it } from "vitest";
import { applicationProblemsFromError, checkApplication, checkLinkName, isAlreadyAgent, linkNameProblemFromError } from "./agent-rules";

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/agent_apply", url: "http://x/lucky_bear/agent_apply" } as const;

describe("checkApplication", () => {
  it("sends a complete form as the call's request", () => {
    expect(checkApplication({ contact: "  @bear_agent ", channel: "telegram", expectedUsers: " 50 " })).toEqual({
      problems: {},
      request: { contact: "@bear_agent", channel: "telegram", expected_users: 50 },
    });
  });

  it.each([
    [{ contact: "", channel: "", expectedUsers: "" }, { contact: "required", channel: "required", expectedUsers: "required" }],
    [{ contact: "x".repeat(65), channel: "facebook", expectedUsers: "0" }, { contact: "too_long", expectedUsers: "range" }],
    [{ contact: "@a", channel: "facebook", expectedUsers: "1000001" }, { expectedUsers: "range" }],
    [{ contact: "@a", channel: "facebook", expectedUsers: "2.5" }, { expectedUsers: "range" }],
    [{ contact: "@a", channel: "facebook", expectedUsers: "-3" }, { expectedUsers: "range" }],
  ] as const)("%j has problems %j and is not sent", (form, problems) => {
    expect(checkApplication(form)).toEqual({ problems, request: null });
  });
});

describe("server refusals", () => {
  it("maps the server's field errors onto the form", () => {
    const error = new BusinessError(request, 1001, "Please correct the form", [
      { field: "contact", message: "At most 64 characters" },
      { field: "expected_users", message: "A whole number from 1 to 1000000" },
    ]);
    expect(applicationProblemsFromError(error)).toEqual({ contact: "range", expectedUsers: "range" });
    expect(applicationProblemsFromError(new BusinessError(request, 5000, "down"))).toEqual({});
  });

  it("knows an agent who applies again", () => {
    expect(isAlreadyAgent(new BusinessError(request, 2002, "You are already an agent"))).toBe(true);
    expect(isAlreadyAgent(new Error("boom"))).toBe(false);
  });

  it("reads a refused link name as taken or invalid", () => {
    expect(linkNameProblemFromError(new BusinessError(request, 1001, "Name already used", [{ field: "name", message: "Choose another name" }]))).toBe("taken");
    expect(linkNameProblemFromError(new BusinessError(request, 1001, "Invalid link name", [{ field: "name", message: "1 to 30 characters" }]))).toBe("too_long");
    expect(linkNameProblemFromError(new BusinessError(request, 2003, "Apply to become an agent first"))).toBeNull();
  });
});

describe("checkLinkName", () => {
  it.each([
    ["Facebook group", null],
    ["  ", "required"],
    ["x".repeat(31), "too_long"],
    [" telegram CHANNEL ", "taken"],
  ] as const)("%j → %s", (name, problem) => expect(checkLinkName(name, ["Telegram channel"])).toBe(problem));
});
