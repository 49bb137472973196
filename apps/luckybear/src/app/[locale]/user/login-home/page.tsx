import { LuckybearLoginHome } from "@/features/auth/screens/LuckybearLoginHome";
import { userPages } from "@/platform/user-pages";

const page = userPages.loginHome(LuckybearLoginHome);
export const generateMetadata = page.generateMetadata;
export default page.Page;
