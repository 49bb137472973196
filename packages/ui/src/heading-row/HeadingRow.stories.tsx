import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { HeadingRow } from "./HeadingRow";

const links = (
  <span className="flex gap-12">
    <a href="#locked" className="text-14 font-semibold text-link">
      Заблокировано
    </a>
    <a href="#history" className="text-14 font-semibold text-link">
      История
    </a>
  </span>
);

const meta = {
  title: "Layout/HeadingRow",
  component: HeadingRow,
  // A frame of a phone card's width, so the test browser lays the row out as a phone does.
  decorators: [
    (Story) => (
      <div className="w-300 rounded-16 bg-surface-raised p-16">
        <Story />
      </div>
    ),
  ],
  args: {
    children: <h2 className="text-16 font-semibold">My coins</h2>,
    action: (
      <a href="#history" className="text-14 font-semibold text-link">
        History
      </a>
    ),
  },
} satisfies Meta<typeof HeadingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room for both: one row, the action at its end. */
export const SideBySide: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading").getBoundingClientRect();
    const link = canvas.getByRole("link").getBoundingClientRect();
    await expect(Math.abs(link.top + link.height / 2 - (heading.top + heading.height / 2))).toBeLessThan(4);
    await expect(link.left).toBeGreaterThanOrEqual(heading.right);
  },
};

/** A long heading wraps beside a short action. */
export const LongHeading: Story = {
  args: { children: <h2 className="text-16 font-semibold">Transfers you sent to your friends this week</h2> },
};

/** The heading's word and the actions do not fit side by side: the actions move under it, nothing overlaps. */
export const ActionsUnder: Story = {
  args: { children: <h2 className="text-16 font-semibold">Заблокированные бонусы</h2>, action: links },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading");
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const box = heading.getBoundingClientRect();
    for (const link of canvas.getAllByRole("link")) {
      await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
    }
  },
};
