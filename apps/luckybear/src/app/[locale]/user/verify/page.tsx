import { LuckybearVerify } from "@/features/auth/screens/LuckybearVerify";
import { userPages } from "@/platform/user-pages";

const page = userPages.verify(LuckybearVerify);
export const generateMetadata = page.generateMetadata;
export default page.Page;
