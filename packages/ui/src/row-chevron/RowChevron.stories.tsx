import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RowChevron } from "./RowChevron";

const meta = {
  title: "Layout/RowChevron",
  component: RowChevron,
  decorators: [
    (Story) => (
      <a href="#wallet" className="flex w-300 items-center gap-12 rounded-16 bg-surface-raised px-16 py-12 text-15 text-text no-underline">
        <span className="min-w-0 flex-1">Wallet</span>
        <Story />
      </a>
    ),
  ],
} satisfies Meta<typeof RowChevron>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Muted, at the end of a row; the link keeps its name ("Wallet"), the chevron adds no text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Wallet" });
    await expect(link.textContent).toBe("Wallet");
    await expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** On a coloured card the chevron takes the card's text colour. */
export const OnPrimary: Story = {
  args: { className: "text-inherit" },
  decorators: [
    (Story) => (
      <div className="rounded-16 bg-primary p-8 text-primary-contrast">
        <Story />
      </div>
    ),
  ],
};
