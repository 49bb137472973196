import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { createToastStore } from "./toast-store";
import { Toaster } from "./Toaster";

function Demo({ autoHideMs }: { autoHideMs?: number }) {
  const [store] = useState(() => createToastStore({ autoHideMs }));
  return (
    <div className="flex flex-col gap-8">
      <Button onClick={() => store.show("Link copied")}>Copy link</Button>
      <Button variant="secondary" onClick={() => store.show("Network error: request timed out (504)", { tone: "error" })}>
        Fail
      </Button>
      <Button variant="secondary" onClick={() => store.show("Check-in complete: +50 KTHER", { tone: "success" })}>
        Check in
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          store.show("The lucky draw for this week has ended. Results are announced on Monday at 10:00 in the events tab.")
        }
      >
        Long message
      </Button>
      <Toaster store={store} />
    </div>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Demo,
  parameters: FRAMED_IN_DOCS,
  args: { autoHideMs: 5000 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoDuplicates: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ canvas }) => {
    const copy = canvas.getByRole("button", { name: "Copy link" });
    await userEvent.click(copy);
    await userEvent.click(copy);
    await userEvent.click(copy);
    await waitFor(() => expect(screen.getAllByText("Link copied")).toHaveLength(1));
    await userEvent.click(canvas.getByRole("button", { name: "Check in" }));
    await expect(screen.getAllByRole("status")).toHaveLength(2);
  },
};

export const HidesItself: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  // Shorter than the product's 5000 ms so the test stays quick; the store's own test covers 5000.
  args: { autoHideMs: 500 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Copy link" }));
    await screen.findByText("Link copied");
    await waitFor(() => expect(screen.queryByText("Link copied")).toBeNull(), { timeout: 3000 });
  },
};

export const Error: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Fail" }));
    await expect(await screen.findByRole("alert")).toHaveTextContent("Network error");
  },
};

export const LongText: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Long message" }));
    await screen.findByText(/lucky draw for this week/);
  },
};

export const Narrow320: Story = { globals: viewport("phone320"), play: LongText.play };
