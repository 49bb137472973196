import { I18nProvider } from "@lingui/react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/Button";
import { createTestI18n, renderWithI18n } from "../test/render";
import { Dialog } from "./Dialog";

function Harness({ dismissible = true, onClose = () => {} }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        dismissible={dismissible}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Claim reward?"
        description="You will receive 500 coins."
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Confirm</Button>
          </>
        }
      />
    </>
  );
}

describe("Dialog", () => {
  it("is a modal dialog named by its title and described by its description", async () => {
    renderWithI18n(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Claim reward?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "You will receive 500 coins.",
    );
  });

  it("moves focus inside, keeps it there with Tab, and gives it back on close", async () => {
    renderWithI18n(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    const close = screen.getByRole("button", { name: "Close" });
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(confirm);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("locks page scrolling while open", async () => {
    renderWithI18n(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(document.body.style.overflow).toBe("hidden");
    await userEvent.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("");
  });

  it("a blocking dialog ignores Escape and has no close button", async () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});

describe("Dialog asPage", () => {
  it("is in the server's HTML, with its title and actions", () => {
    const html = renderToString(
      <I18nProvider i18n={createTestI18n()}>
        <Dialog open asPage onClose={() => {}} title="Double rewards weekend" actions={<Button>See the tasks</Button>}>
          <p>Every task pays twice until Sunday.</p>
        </Dialog>
      </I18nProvider>,
    );
    expect(html).toMatch(/<div[^>]*role="dialog"/);
    expect(html).toContain("Double rewards weekend");
    expect(html).toContain("See the tasks");
  });
});
