import { describe, expect, it } from "vitest";
import { balanceLackAction } from "./balance-lack";

describe("balanceLackAction", () => {
  it("opens the balance-lack dialog normally", () => {
    expect(balanceLackAction(false, "KTHER")).toEqual({
      kind: "dialog",
      dialog: { name: "balance-lack", props: { coinName: "KTHER" } },
    });
  });

  it("shows the lack_<coin> warning in audit mode", () => {
    expect(balanceLackAction(true, "HAPPY")).toEqual({ kind: "warning", messageKey: "lack_HAPPY" });
  });
});
