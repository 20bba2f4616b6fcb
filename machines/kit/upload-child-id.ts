// Where a screen finds a file slot's documentUpload child in its machine's `snapshot.children`. Its
// own module, so a screen that only looks children up does not bundle a machine for it.

/** The id of a slot's documentUpload child. */
export const uploadChildId = (slot: string): `upload:${string}` => `upload:${slot}`;
