import { LuckybearSettings } from "@/features/auth/screens/LuckybearSettings";
import { userPages } from "@/platform/user-pages";

const page = userPages.settings(LuckybearSettings);
export const generateMetadata = page.generateMetadata;
export default page.Page;
