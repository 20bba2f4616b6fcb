export * from './schemas.ts';
export * from './city-and-state.ts';
export * from './aadhaar-address.ts';
export * from './current-address.ts';
