export * from './schemas.ts';
export * from './digilocker.ts';
export * from './aadhaar-otp.ts';
