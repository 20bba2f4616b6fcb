/** Saakh's wordmark; the accessible name is the product name. */
export function SaakhLogo({ className }: { className?: string }) {
  return (
    <svg className={className} width="132" height="40" viewBox="0 0 132 40" role="img" aria-label="Saakh">
      <rect width="40" height="40" rx="10" fill="#0b5fff" />
      <path
        d={
          'M27 13.5c-1.6-1.9-4-2.9-6.6-2.9-4 0-6.7 2.1-6.7 5.2 0 6.6 12.8 3.8 12.8 9.4 ' +
          '0 2.4-2.4 4.2-5.9 4.2-2.8 0-5.3-1.1-7-3'
        }
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <text
        x="48"
        y="28"
        textLength="78"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
        fill="#1a1d23"
      >
        Saakh
      </text>
    </svg>
  );
}
