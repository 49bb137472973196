import { renderWithI18n } from "@repo/ui/test/render";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServerTabs } from "./ServerTabs";

const router = { replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const items = [
  { value: "a", label: "First", href: "/en-US/list?tab=a" },
  { value: "b", label: "Second", href: "/en-US/list?tab=b" },
] as const;

describe("ServerTabs", () => {
  it("replaces the address with the chosen tab's, keeping the scroll, and shows the server's panel meanwhile", () => {
    renderWithI18n(
      <ServerTabs label="Lists" items={[...items]} tab="a">
        <p>Panel of a</p>
      </ServerTabs>,
    );
    expect(screen.getByRole("tab", { name: "First" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "Second" }));
    expect(router.replace).toHaveBeenCalledWith("/en-US/list?tab=b", { scroll: false });
    expect(screen.getByText("Panel of a")).toBeTruthy();
  });
});
