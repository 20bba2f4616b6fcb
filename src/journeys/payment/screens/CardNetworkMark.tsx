import type { CardNetwork } from '../../../../rules/payment/card-input.ts';

// The network's mark at the end of the card number, as Indian payment pages draw it once the first
// digits name the network. Drawn, not fetched: no image request on a slow network, and nothing for
// a strict CSP to allow. Decoration only (the field's hint says the network in words).

const WIDTH = 40;
const HEIGHT = 24;

function VisaMark() {
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} rx="3" fill="#1a1f71" />
      <text
        x="20"
        y="16.5"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Arial, sans-serif"
        fontSize="11"
        fontStyle="italic"
        fontWeight="700"
      >
        VISA
      </text>
    </>
  );
}

function MastercardMark() {
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} rx="3" fill="#ffffff" stroke="#d0d4da" />
      <circle cx="16" cy="12" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="12" r="7.5" fill="#f79e1b" />
      {/* Where the two circles meet: the lens between their crossing points, in the mark's orange. */}
      <path d="M20 5.8 A7.5 7.5 0 0 1 20 18.2 A7.5 7.5 0 0 1 20 5.8 Z" fill="#ff5f00" />
    </>
  );
}

function RuPayMark() {
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} rx="3" fill="#ffffff" stroke="#d0d4da" />
      <text
        x="4"
        y="15.5"
        fill="#0b3c7d"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontStyle="italic"
        fontWeight="700"
      >
        RuPay
      </text>
      <path d="M31 7 L36 12 L31 17 Z" fill="#f47920" />
      <path d="M28 7 L33 12 L28 17 Z" fill="#00853f" opacity="0.85" />
    </>
  );
}

const MARKS: Record<CardNetwork, typeof VisaMark> = { Visa: VisaMark, Mastercard: MastercardMark, RuPay: RuPayMark };

/** Draws nothing until the number's first digits name a network. */
export function CardNetworkMark({ network }: { network: CardNetwork | null }) {
  if (!network) return null;
  const Mark = MARKS[network];
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <Mark />
    </svg>
  );
}
