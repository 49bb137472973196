import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useRenderAgain } from "./use-render-again";

const router = { refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

describe("useRenderAgain", () => {
  it("renders the page again on the server, with the same function across renders", () => {
    const { result, rerender } = renderHook(() => useRenderAgain());
    const first = result.current.renderAgain;
    act(() => result.current.renderAgain());
    expect(router.refresh).toHaveBeenCalledTimes(1);
    rerender();
    expect(result.current.renderAgain).toBe(first);
    expect(result.current.rendering).toBe(false);
  });
});
