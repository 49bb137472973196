import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { phoneFrame } from "../../.storybook/phone-frame";
import { brokenWords } from "../test/broken-words";
import { Button } from "./Button";
import { ButtonRow } from "./ButtonRow";

const meta = {
  title: "Components/ButtonRow",
  component: ButtonRow,
  decorators: [phoneFrame(248)],
  args: {
    children: [
      <Button key="copy" variant="secondary">
        Copy link
      </Button>,
      <Button key="share">Share</Button>,
    ],
  },
} satisfies Meta<typeof ButtonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two short labels side by side at equal widths. */
export const SideBySide: Story = {
  play: async ({ canvas }) => {
    const [copy, share] = canvas.getAllByRole("button");
    await expect(copy!.getBoundingClientRect().top).toBe(share!.getBoundingClientRect().top);
  },
};

/** Russian in a casino card's width: the buttons stack, each label whole, instead of two shrinking halves. */
export const StacksWhenTheyDoNotFit: Story = {
  args: {
    children: [
      <Button key="copy" variant="secondary">
        Копировать ссылку
      </Button>,
      <Button key="share">Поделиться</Button>,
    ],
  },
  play: async ({ canvas }) => {
    const [copy, share] = canvas.getAllByRole("button");
    await expect(share!.getBoundingClientRect().top).toBeGreaterThan(copy!.getBoundingClientRect().bottom - 1);
    for (const button of [copy!, share!]) await expect(brokenWords(button)).toEqual([]);
  },
};
