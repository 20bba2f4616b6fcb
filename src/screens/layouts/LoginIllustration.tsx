// Decorative storefront with a rising coin stack; it says nothing the copy beside it does not,
// so screen readers skip it.
export function LoginIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 280 180" aria-hidden="true" focusable="false">
      <rect x="30" y="70" width="150" height="95" rx="8" fill="currentColor" opacity="0.18" />
      <path d="M22 72 L45 30 H165 L188 72 Z" fill="currentColor" opacity="0.32" />
      <rect x="50" y="105" width="40" height="60" rx="4" fill="currentColor" opacity="0.4" />
      <rect x="105" y="100" width="55" height="35" rx="4" fill="currentColor" opacity="0.3" />
      <g fill="currentColor">
        <ellipse cx="230" cy="160" rx="28" ry="8" opacity="0.55" />
        <ellipse cx="230" cy="146" rx="28" ry="8" opacity="0.65" />
        <ellipse cx="230" cy="132" rx="28" ry="8" opacity="0.75" />
        <ellipse cx="230" cy="118" rx="28" ry="8" opacity="0.85" />
      </g>
      <path
        d="M200 80 L225 55 L240 68 L268 38"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M252 36 H270 V54"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
