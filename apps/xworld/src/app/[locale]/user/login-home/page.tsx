import { XworldLoginHome } from "@/features/auth/screens/XworldLoginHome";
import { userPages } from "@/platform/user-pages";

const page = userPages.loginHome(XworldLoginHome);
export const generateMetadata = page.generateMetadata;
export default page.Page;
