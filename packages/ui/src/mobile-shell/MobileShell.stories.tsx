import type { Meta, StoryObj } from "@storybook/react-vite";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { MobileShell } from "./MobileShell";

const meta = {
  title: "Layout/MobileShell",
  component: MobileShell,
  parameters: { bare: true, ...FRAMED_IN_DOCS },
  args: {
    header: <p className="px-16 py-12 text-18 font-semibold">Wallet</p>,
    children: (
      <div className="flex flex-col gap-12 p-16">
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className="rounded-12 bg-surface-raised p-16 text-14 text-text-muted shadow-card">{`Row ${i + 1}`}</div>
        ))}
      </div>
    ),
    footer: (
      <div className="p-12">
        <Button block>Recharge</Button>
      </div>
    ),
  },
} satisfies Meta<typeof MobileShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ContentOnly: Story = { args: { header: undefined, footer: undefined } };
export const Narrow320: Story = { globals: viewport("phone320") };
export const Large414: Story = { globals: viewport("phone414") };
