import { getConfig } from "@testing-library/react";
import { expect, it } from "vitest";

// tooling/vitest/react-setup.js must reach the Testing Library copy the tests import.
it("gives async queries 15 s on shared CI cores", () => {
  expect(getConfig().asyncUtilTimeout).toBe(15_000);
});
