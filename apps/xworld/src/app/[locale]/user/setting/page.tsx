import { XworldSettings } from "@/features/auth/screens/XworldSettings";
import { userPages } from "@/platform/user-pages";

const page = userPages.settings(XworldSettings);
export const generateMetadata = page.generateMetadata;
export default page.Page;
