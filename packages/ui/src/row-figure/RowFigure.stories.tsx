import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RowFigure } from "./RowFigure";

const meta = {
  title: "Layout/RowFigure",
  component: RowFigure,
  decorators: [
    (Story) => (
      <div className="flex w-300 items-center gap-12 rounded-16 bg-surface-raised px-16 py-12">
        <span className="min-w-0 flex-1 truncate text-15 font-semibold text-text">Green Energy Delta Fund</span>
        <Story />
      </div>
    ),
  ],
  args: { value: "36.5 %", caption: "a year" },
} satisfies Meta<typeof RowFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At a row's end, the figure over its word; the name beside it keeps the rest of the row. */
export const YearlyRate: Story = {
  play: async ({ canvas }) => {
    const value = canvas.getByText("36.5 %");
    const caption = canvas.getByText("a year");
    await expect(caption.getBoundingClientRect().top).toBeGreaterThanOrEqual(value.getBoundingClientRect().bottom - 1);
  },
};
