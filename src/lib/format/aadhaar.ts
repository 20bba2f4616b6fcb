// An Aadhaar number is shown masked, in the card's groups of four: "XXXX XXXX 0124", whether the
// app masks a typed number or the lender sends one masked ("XXXXXXXX0124"). UIDAI's masked
// Aadhaar shows only the last four digits.

/** "XXXX XXXX 0124" from a whole number or an already masked one; "" when there are not 4 digits to keep. */
export function formatMaskedAadhaar(value: string): string {
  const last4 = /(\d{4})$/.exec(value.replace(/\s/g, ''))?.[1];
  return last4 ? `XXXX XXXX ${last4}` : '';
}
