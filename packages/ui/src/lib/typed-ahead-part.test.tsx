import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { typedIntoPreview } from "./preview-input";
import { typedAheadPart } from "./typed-ahead-part";

/** A form that starts from what was typed into the server's box (id "phone", its control "phone-control"). */
function PhoneForm({ label }: { label: string }) {
  const [number] = useState(() => typedIntoPreview("phone").value);
  return <input aria-label={label} defaultValue={number} />;
}

class Boundary extends Component<{ onError(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const preview = <input id="phone-control" aria-label="Phone number (preview)" />;

afterEach(cleanup);

describe("typedAheadPart", () => {
  it("is the caller's place in the server's HTML, and loads nothing there", () => {
    const load = vi.fn(async () => PhoneForm);
    const Part = typedAheadPart(load);
    expect(renderToString(<Part label="Phone number" placeholder={preview} />)).toBe('<input id="phone-control" aria-label="Phone number (preview)"/>');
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the very elements of its place until the part has loaded, so the part takes what was typed there", async () => {
    let arrive: (part: typeof PhoneForm) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof PhoneForm>((resolve) => (arrive = resolve)));
    const Part = typedAheadPart(load);
    render(<Part label="Phone number" placeholder={preview} />);
    const early = screen.getByLabelText<HTMLInputElement>("Phone number (preview)");
    early.value = "912 345";
    await act(async () => undefined);
    // Still the same element (no fallback put in its place while the code loads).
    expect(screen.getByLabelText("Phone number (preview)")).toBe(early);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(PhoneForm));
    expect(screen.queryByLabelText("Phone number (preview)")).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Phone number").value).toBe("912 345");
  });

  it("throws a part that failed to load to the error boundary above it", async () => {
    const Part = typedAheadPart<{ label: string }>(() => Promise.reject(new Error("chunk failed")));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <Boundary onError={onError}>
        <Part label="Phone number" placeholder={preview} />
      </Boundary>,
    );
    await act(async () => undefined);
    expect(onError).toHaveBeenCalledWith(new Error("chunk failed"));
    errors.mockRestore();
  });
});

describe("typedIntoPreview", () => {
  it("reads the preview's box and whether it has the focus; nothing when it is not in the page", () => {
    expect(typedIntoPreview("phone")).toEqual({ value: "", focused: false });
    render(preview);
    const box = screen.getByLabelText<HTMLInputElement>("Phone number (preview)");
    box.value = "0912";
    expect(typedIntoPreview("phone")).toEqual({ value: "0912", focused: false });
    box.focus();
    expect(typedIntoPreview("phone")).toEqual({ value: "0912", focused: true });
  });
});
