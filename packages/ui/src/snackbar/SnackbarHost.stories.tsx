import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { createSnackbarStore, type SnackbarStoreOptions } from "./snackbar-store";
import { SnackbarHost } from "./SnackbarHost";

function Demo(options: SnackbarStoreOptions) {
  const [store] = useState(() => createSnackbarStore(options));
  const count = useRef(0);
  return (
    <div className="flex flex-col gap-8">
      <Button onClick={() => store.enqueue(`Reward ${++count.current} claimed`, { tone: "success" })}>Claim reward</Button>
      <Button variant="secondary" onClick={() => store.enqueue("Could not reach the server.", { tone: "error" })}>
        Fail
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          store.enqueue("A new version is ready.", { autoHideMs: null, action: { label: "Reload", onAction: () => {} } })
        }
      >
        Persistent with action
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          store.enqueue(
            "Your withdrawal of 1,250,000 VND to MoMo wallet 0912 345 678 was sent for review; it usually takes less than a day.",
            { tone: "warning" },
          )
        }
      >
        Long message
      </Button>
      <SnackbarHost store={store} />
    </div>
  );
}

const meta = {
  title: "Feedback/Snackbar",
  component: Demo,
  parameters: FRAMED_IN_DOCS,
  args: { autoHideMs: 5000, maxVisible: 1 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneAtATime: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { autoHideMs: 400 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Claim reward" }));
    await userEvent.click(canvas.getByRole("button", { name: "Claim reward" }));
    await waitFor(() => expect(screen.getByText("Reward 1 claimed")).toBeInTheDocument());
    await expect(screen.queryByText("Reward 2 claimed")).toBeNull();
    await waitFor(() => expect(screen.getByText("Reward 1 claimed").closest("[data-phase]")).toHaveAttribute("data-phase", "entered"));
    await waitFor(() => expect(screen.getByText("Reward 2 claimed")).toBeInTheDocument(), { timeout: 3000 });
    await expect(screen.queryByText("Reward 1 claimed")).toBeNull();
  },
};

export const CloseAndAction: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Persistent with action" }));
    const bar = await screen.findByText("A new version is ready.");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(bar.closest("[data-phase]")).toHaveAttribute("data-phase", "closing"));
    await waitFor(() => expect(screen.queryByText("A new version is ready.")).toBeNull());
  },
};

export const Error: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Fail" }));
    await expect(await screen.findByRole("alert")).toHaveTextContent("Could not reach the server.");
  },
};

export const LongText: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Long message" }));
    await screen.findByText(/withdrawal of 1,250,000 VND/);
  },
};

export const Narrow320: Story = { globals: viewport("phone320"), play: LongText.play };
