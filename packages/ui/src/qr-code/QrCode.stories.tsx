import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { QrCode } from "./QrCode";

const meta = {
  title: "Data/QrCode",
  component: QrCode,
  args: { value: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf", label: "Deposit address on TRON", size: 176 },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositAddress: Story = {};

export const InviteLink: Story = { args: { value: "https://xworld.example/share/land?share_uid=10001", label: "Your invite link", size: 144 } };

export const LongText: Story = { args: { value: "0x".padEnd(200, "ab"), label: "A long text needs a denser code" } };

export const Narrow320: Story = { globals: viewport("phone320") };
