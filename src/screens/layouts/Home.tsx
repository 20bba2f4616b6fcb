import { PlainShell } from './PlainShell.tsx';

/**
 * Shell around the signed-in main app; structural only until its journey lands (the dashboard
 * journey adds the sidebar).
 */
export default function Home() {
  return <PlainShell />;
}
