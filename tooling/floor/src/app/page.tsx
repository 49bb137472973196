import Image from "next/image";
import styles from "./page.module.css";

// create-next-app's starter page (Next 16), unchanged but for the links' tracking parameters.
export default function Home() {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <Image className={styles.logo} src="/next.svg" alt="Next.js logo" width={100} height={20} priority />
        <div className={styles.intro}>
          <h1>To get started, edit the page.tsx file.</h1>
          <p>
            Looking for a starting point or more instructions? Head over to{" "}
            <a href="https://vercel.com/templates?framework=next.js" target="_blank" rel="noopener noreferrer">
              Templates
            </a>{" "}
            or the{" "}
            <a href="https://nextjs.org/learn" target="_blank" rel="noopener noreferrer">
              Learning
            </a>{" "}
            center.
          </p>
        </div>
        <div className={styles.ctas}>
          <a className={styles.primary} href="https://vercel.com/new" target="_blank" rel="noopener noreferrer">
            <Image className={styles.logo} src="/vercel.svg" alt="Vercel logomark" width={16} height={16} />
            Deploy Now
          </a>
          <a className={styles.secondary} href="https://nextjs.org/docs" target="_blank" rel="noopener noreferrer">
            Documentation
          </a>
        </div>
      </main>
    </div>
  );
}
