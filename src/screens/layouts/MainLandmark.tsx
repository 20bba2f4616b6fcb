import { createContext, useContext, type ReactNode } from 'react';

// A page has exactly one <main>. Layouts open it; a page rendered without a layout (a public
// route such as /not-service-area) opens it itself. Nested users render a plain wrapper.
const InsideMain = createContext(false);

export function MainLandmark({ children, className }: { children: ReactNode; className?: string }) {
  const inside = useContext(InsideMain);
  if (inside) return <div className={className}>{children}</div>;
  return (
    <InsideMain.Provider value={true}>
      <main id="main" className={className}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}
