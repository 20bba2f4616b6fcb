// What a file picker offers and what its refusal says, both from the one list of content types a
// slot accepts (the lender's rule, passed to the slot's upload child): the picker and the message
// can then never disagree with the check.

const NAMES: Readonly<Record<string, { name: string; extensions: readonly string[] }>> = {
  'application/pdf': { name: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { name: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { name: 'PNG', extensions: ['.png'] },
  'video/webm': { name: 'WebM', extensions: ['.webm'] },
  'video/mp4': { name: 'MP4', extensions: ['.mp4'] },
};

/** The `accept` attribute for these content types: the types, then their file extensions. */
export function acceptAttribute(types: readonly string[]): string {
  return [...types, ...types.flatMap((type) => NAMES[type]?.extensions ?? [])].join(',');
}

/** "Please choose a PDF file", "Please choose a PDF, JPEG or PNG file". */
export function fileTypeMessage(types: readonly string[]): string {
  const names = types.map((type) => NAMES[type]?.name ?? type);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'supported');
  return `Please choose a ${listed} file`;
}
