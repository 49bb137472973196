import { XworldLogin } from "@/features/auth/screens/XworldLogin";
import { userPages } from "@/platform/user-pages";

const page = userPages.login(XworldLogin);
export const generateMetadata = page.generateMetadata;
export default page.Page;
