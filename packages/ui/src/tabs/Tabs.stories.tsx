import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { phoneFrame } from "../../.storybook/phone-frame";
import { viewport } from "../../.storybook/story-parameters";
import { Tabs, type TabsProps } from "./Tabs";

function Stateful(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs {...props} value={value} onValueChange={setValue}>
      <p className="text-14 text-text-muted">{`Content of the ${value} tab`}</p>
    </Tabs>
  );
}

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  render: (args) => <Stateful {...args} />,
  args: {
    label: "Market sections",
    value: "all",
    onValueChange: () => {},
    items: [
      { value: "all", label: "All" },
      { value: "nft", label: "NFT" },
      { value: "pets", label: "Pets", badge: <span className="rounded-full bg-danger px-6 text-11 text-danger-contrast">2</span> },
      { value: "history", label: "History" },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "NFT" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /Pets/ })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Content of the pets tab");
  },
};

export const Stretch: Story = { args: { stretch: true, items: [{ value: "all", label: "All" }, { value: "mine", label: "Mine" }] } };

export const WithDisabled: Story = {
  args: {
    items: [
      { value: "all", label: "All" },
      { value: "pvp", label: "PvP", disabled: true },
      { value: "history", label: "History" },
    ],
  },
};

export const LongText: Story = {
  args: {
    items: [
      { value: "all", label: "All categories" },
      { value: "popular", label: "Most popular this week" },
      { value: "new", label: "Newly released games" },
      { value: "favourite", label: "Your favourites" },
    ],
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };

/** Four stretched tabs with long labels (the orders page in Vietnamese and Russian) on the narrowest phone: they wrap between words, inside the list. */
export const StretchLongLabels320: Story = {
  decorators: [phoneFrame(320)],
  args: {
    stretch: true,
    value: "transfers",
    items: [
      { value: "transfers", label: "Переводы" },
      { value: "wallet", label: "Ví" },
      { value: "onchain", label: "Trên chuỗi" },
      { value: "payouts", label: "Rút về tài khoản" },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist");
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const box = list.getBoundingClientRect();
    for (const tab of canvas.getAllByRole("tab")) {
      const edge = tab.getBoundingClientRect();
      await expect(edge.left).toBeGreaterThanOrEqual(box.left);
      await expect(edge.right).toBeLessThanOrEqual(box.right);
      // No word broken: a label takes at most a line per word.
      const range = document.createRange();
      range.selectNodeContents(tab);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      await expect(lines).toBeLessThanOrEqual((tab.textContent ?? "").trim().split(/\s+/).length);
    }
  },
};
