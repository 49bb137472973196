import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { createTestI18n, renderWithI18n } from "../test/render";
import { Button } from "./Button";

describe("Button", () => {
  it("ends a long label in an ellipsis, or lets it wrap when asked to and in a block button", () => {
    renderWithI18n(
      <>
        <Button>Level up</Button>
        <Button wrap>Повысить уровень</Button>
        <Button block>Связаться с поддержкой</Button>
      </>,
    );
    expect(screen.getByText("Level up").className).toContain("truncate");
    expect(screen.getByText("Связаться с поддержкой").className).not.toContain("truncate");
    const wrapped = screen.getByText("Повысить уровень");
    expect(wrapped.className).not.toContain("truncate");
    expect(wrapped.className).toContain("ui-break-words");
    expect(wrapped.closest("button")?.className).toContain("px-8");
  });

  it("calls onClick when pressed", async () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Claim</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Claim" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("ignores presses while loading and says it is busy", async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Claim
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Claim/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toContain("Loading");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("as a placeholder waiting for its part (loading=\"delayed\"): busy at once, its spinner shown after a second", async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading="delayed" onClick={onClick}>
        Share
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Share/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.querySelector(".ui-spinner-delayed")).not.toBeNull();
    expect(button.querySelector(".animate-\\[ui-spin_0\\.8s_linear_infinite\\]")).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("turns its spinner at once while a pressed action runs", () => {
    renderWithI18n(<Button loading>Claim</Button>);
    const button = screen.getByRole("button", { name: /Claim/ });
    expect(button.querySelector(".animate-\\[ui-spin_0\\.8s_linear_infinite\\]")).not.toBeNull();
    expect(button.querySelector(".ui-spinner-delayed")).toBeNull();
  });

  it("does not submit forms unless asked to", () => {
    renderWithI18n(<Button>Go</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("button");
  });

  it("submits only once hydrated: in the server's HTML a press would post the form natively", async () => {
    const i18n = createTestI18n();
    const page = (): ReactElement => (
      <I18nProvider i18n={i18n}>
        <form>
          <Button type="submit">Send</Button>
          <Button>Cancel</Button>
        </form>
      </I18nProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const [submit, cancel] = [...container.querySelectorAll("button")];
    expect([submit?.disabled, cancel?.disabled]).toEqual([true, false]);

    await act(async () => {
      render(page(), { container, hydrate: true });
    });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(false);
  });
});
