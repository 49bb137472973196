import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { RichText } from "./RichText";
import type { RichTextBlock } from "./rich-text-types";
import { safeUrl } from "./safe-url";

describe("RichText", () => {
  it("renders each format as its element", () => {
    const blocks: RichTextBlock[] = [
      { type: "text", text: "How to play", format: "h2" },
      { type: "text", text: "Spin once a day." },
      { type: "text", text: "Open the wheel\nTap spin", format: "ol" },
      { type: "text", text: "", format: "ul", items: ["Coins", [{ text: "Pets", bold: true }]] },
      { type: "text", text: "Fortune favours the bold.", format: "blockquote" },
    ];
    const { container } = renderWithI18n(<RichText blocks={blocks} />);
    expect(screen.getByRole("heading", { level: 2, name: "How to play" })).toBeTruthy();
    expect([...container.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual(["Open the wheel", "Tap spin"]);
    expect([...container.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["Coins", "Pets"]);
    expect(container.querySelector("ul strong")?.textContent).toBe("Pets");
    expect(container.querySelector("blockquote")?.textContent).toBe("Fortune favours the bold.");
  });

  it("renders images, gifs and videos with safe URLs", () => {
    const { container } = renderWithI18n(
      <RichText
        blocks={[
          { type: "image", url: "https://cdn.test/a.png", alt: "Prize" },
          { type: "gif", url: "/media/b.gif" },
          { type: "video", url: "https://cdn.test/c.mp4", poster: "javascript:alert(1)" },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: "Prize" }).getAttribute("src")).toBe("https://cdn.test/a.png");
    expect(container.querySelectorAll("img")).toHaveLength(2);
    const video = container.querySelector("video");
    expect(video?.getAttribute("src")).toBe("https://cdn.test/c.mp4");
    expect(video?.hasAttribute("poster")).toBe(false);
  });

  it("shows injected markup as text: no script, no extra elements, nothing runs", () => {
    const payload = '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">';
    const { container } = renderWithI18n(
      <RichText
        blocks={[
          { type: "text", text: payload },
          { type: "text", text: [{ text: payload, bold: true }] },
          { type: "other", text: payload },
        ]}
      />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("[onerror]")).toHaveLength(0);
    expect(screen.getAllByText(payload)).toHaveLength(3);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("drops script URLs from links and media, keeping the link text", () => {
    const { container } = renderWithI18n(
      <RichText
        blocks={[
          { type: "text", text: [{ text: "Win now", href: "javascript:alert(document.cookie)" }] },
          { type: "text", text: [{ text: "Or here", href: " JaVaScRiPt:alert(1)" }] },
          { type: "image", url: "javascript:alert(1)" },
          { type: "image", url: "data:image/svg+xml,<svg onload=alert(1)>" },
          { type: "video", url: "java\tscript:alert(1)" },
        ]}
      />,
    );
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByText("Win now")).toBeTruthy();
    expect(screen.getByText("Or here")).toBeTruthy();
  });

  it("hands link presses to the app, opening external links in a new tab", () => {
    const onLinkClick = vi.fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault());
    renderWithI18n(
      <RichText
        onLinkClick={onLinkClick}
        blocks={[{ type: "text", text: [{ text: "Rules", href: "/reward/guide" }, { text: " and " }, { text: "FAQ", href: "https://help.test/faq" }] }]}
      />,
    );
    const internal = screen.getByRole("link", { name: "Rules" });
    expect(internal.getAttribute("target")).toBeNull();
    fireEvent.click(internal);
    expect(onLinkClick).toHaveBeenCalledWith("/reward/guide", expect.anything());
    const external = screen.getByRole("link", { name: "FAQ" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("ignores block types it does not know", () => {
    const unknown = { type: "poll", question: "?" } as unknown as RichTextBlock;
    const { container } = renderWithI18n(<RichText blocks={[unknown, { type: "other" }]} />);
    expect(container.textContent).toBe("");
  });
});

describe("safeUrl", () => {
  it.each([
    ["https://a.test/x.png", "https://a.test/x.png"],
    ["http://a.test", "http://a.test"],
    ["//cdn.test/x.png", "//cdn.test/x.png"],
    ["/posts/1", "/posts/1"],
    ["javascript:alert(1)", undefined],
    ["  javascript:alert(1)", undefined],
    ["data:text/html,<script>", undefined],
    ["vbscript:msgbox", undefined],
    ["java\nscript:alert(1)", undefined],
    ["", undefined],
  ])("%j → %j", (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});
