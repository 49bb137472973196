import { describe, expect, it } from "vitest";
import { checkApplication, commissionPercent } from "./partner-rules";

const good = { channelUrl: " https://youtube.com/@dev ", audience: "12,500", contact: " @dev_player " };

describe("checkApplication", () => {
  it("accepts a channel link, a whole audience (grouping allowed) and a contact, trimmed", () => {
    expect(checkApplication(good)).toEqual({ problems: [], audience: 12_500, contact: "@dev_player", channelUrl: "https://youtube.com/@dev" });
  });

  it.each([
    [{ channelUrl: "youtube.com/@dev" }, ["channel_url"]],
    [{ channelUrl: "javascript:alert(1)" }, ["channel_url"]],
    [{ audience: "" }, ["audience"]],
    [{ audience: "1.5k" }, ["audience"]],
    [{ audience: "-3" }, ["audience"]],
    [{ audience: "99999999999" }, ["audience"]],
    [{ contact: "ab" }, ["contact"]],
    [{ contact: "x".repeat(65) }, ["contact"]],
  ])("refuses %j", (change, problems) => {
    expect(checkApplication({ ...good, ...change }).problems).toEqual(problems);
  });
});

describe("commissionPercent", () => {
  it("reads basis points as a percentage", () => {
    expect([commissionPercent(1_000), commissionPercent(1_500), commissionPercent(1_250)]).toEqual(["10", "15", "12.5"]);
  });
});
