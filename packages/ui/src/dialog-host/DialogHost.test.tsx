import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { GLOBAL_DIALOGS, type GlobalDialogRequest } from "../global-dialogs/registry";
import { renderWithI18n } from "../test/render";
import { DialogHost } from "./DialogHost";

function App({ initial, onClosed }: { initial: GlobalDialogRequest | null; onClosed?: () => void }) {
  const [open, setOpen] = useState<GlobalDialogRequest | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen({ name: "explanation", props: { kind: "kther" } })}>
        What is KTHER
      </button>
      <DialogHost
        registry={GLOBAL_DIALOGS}
        open={open}
        onClose={() => {
          setOpen(null);
          onClosed?.();
        }}
      />
    </>
  );
}

describe("DialogHost", () => {
  it("renders nothing when no dialog is open", () => {
    renderWithI18n(<App initial={null} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the dialog registered under the name, with its props", async () => {
    renderWithI18n(<App initial={null} />);
    await userEvent.click(screen.getByRole("button", { name: "What is KTHER" }));
    expect(screen.getByRole("dialog", { name: "What is KTHER?" })).toBeTruthy();
  });

  it("gives the dialog the host's onClose", async () => {
    const onClosed = vi.fn();
    renderWithI18n(<App initial={{ name: "download-app", props: { onDownload: () => {} } }} onClosed={onClosed} />);
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("ignores a name that is not registered", () => {
    const unknown = { name: "nope", props: {} } as unknown as GlobalDialogRequest;
    renderWithI18n(<DialogHost registry={GLOBAL_DIALOGS} open={unknown} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
